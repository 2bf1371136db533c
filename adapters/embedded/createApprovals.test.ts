import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createApprovals } from './createApprovals.js'
import type { FrameTransport } from './protocol/createFrameTransport.js'

const summary = { kind: 'message' as const, namespace: 'eip155' as const, address: '0x0000000000000000000000000000000000000001', text: 'Hi', raw: '0x4869' }

/** A transport double answering PREPARE_APPROVAL, RPC_REQUEST and CANCEL_APPROVAL, recording what it was asked. */
function fakeTransport() {
  const calls: { type: string; payload: unknown }[] = []
  const transport = {
    ready: vi.fn(),
    close: vi.fn(),
    request: vi.fn(async (type: string, payload: unknown) => {
      calls.push({ type, payload })
      if (type === 'PREPARE_APPROVAL') return { approvalId: 'a1', expiresAt: Date.now() + 60_000, summary }
      if (type === 'RPC_REQUEST') return { result: '0xsigned' }
      return {}
    }),
  } as unknown as FrameTransport
  return { transport, calls }
}

const setup = () => {
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet] })
  airlock.logger.level = 'silent'
  return { airlock, approvals: createApprovals(airlock), ...fakeTransport() }
}
const call = { chainId: 'eip155:1', method: 'personal_sign', params: ['0x4869', '0x0000000000000000000000000000000000000001'] }

describe('createApprovals', () => {
  it('default: SPEC §6 a request needing approval opens ApproveTransaction and runs with its approval id after Approve', async () => {
    const { airlock, approvals, transport, calls } = setup()
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    expect(airlock.modal.state.open).toBe(true)
    expect(airlock.router.state.view).toBe('ApproveTransaction')
    expect(calls.map((c) => c.type)).toEqual(['PREPARE_APPROVAL'])
    approvals.approve('a1')
    expect(await running).toBe('0xsigned')
    expect(calls[1]).toEqual({ type: 'RPC_REQUEST', payload: { ...call, approvalId: 'a1' } })
    expect(approvals.state.pending['a1']).toBeUndefined()
    expect(airlock.modal.state.open).toBe(false)
  })

  it('error: Reject cancels the approval and rejects with 4001, nothing is signed', async () => {
    const { approvals, transport, calls } = setup()
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    approvals.reject('a1')
    await expect(running).rejects.toMatchObject({ code: 4001 })
    expect(calls.map((c) => c.type)).toEqual(['PREPARE_APPROVAL', 'CANCEL_APPROVAL'])
  })

  it('rule SPEC §2: closing the modal with an empty transaction stack rejects the pending request', async () => {
    const { airlock, approvals, transport, calls } = setup()
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    airlock.modal.close()
    await expect(running).rejects.toMatchObject({ code: 4001 })
    expect(calls.some((c) => c.type === 'RPC_REQUEST')).toBe(false)
  })

  it('rule SPEC §2: with a flow on the transaction stack, closing leaves the request pending', async () => {
    const { airlock, approvals, transport } = setup()
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    airlock.router.pushTransactionStack({})
    airlock.modal.close()
    expect(approvals.state.pending['a1']).toBeDefined()
    approvals.approve('a1')
    expect(await running).toBe('0xsigned')
  })
})
