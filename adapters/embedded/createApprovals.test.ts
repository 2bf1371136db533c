import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { approvalModeOf, createApprovals } from './createApprovals.js'
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

const setup = (mode: 'wallet' | 'host' = 'wallet') => {
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet] })
  airlock.logger.level = 'silent'
  return { airlock, approvals: createApprovals(airlock, mode), ...fakeTransport() }
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
    approvals.confirmed('a1')
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
    approvals.confirmed('a1')
    expect(await running).toBe('0xsigned')
  })

  it("rule approvals: by default only the wallet's own Approve button approves; the host's approve is refused and nothing is sent", async () => {
    const { approvals, transport, calls } = setup()
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    expect(() => approvals.approve('a1')).toThrow(expect.objectContaining({ code: 'APPROVAL_BY_WALLET' }))
    expect(approvals.state.pending['a1']!.status).toBe('waiting')
    expect(calls.map((c) => c.type)).toEqual(['PREPARE_APPROVAL'])
    approvals.reject('a1')
    await expect(running).rejects.toMatchObject({ code: 4001 })
  })

  it("behavior: with embedded.approvals 'host', the host's Approve is told to the frame (CONFIRM_APPROVAL) before the request is sent", async () => {
    const { approvals, transport, calls } = setup('host')
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    approvals.approve('a1')
    expect(await running).toBe('0xsigned')
    expect(calls.map((c) => c.type)).toEqual(['PREPARE_APPROVAL', 'CONFIRM_APPROVAL', 'RPC_REQUEST'])
    expect(calls[1]!.payload).toEqual({ approvalId: 'a1' })
  })

  it("error: a frame that refuses the host's Approve (its project does not allow it) signs nothing, and the approval is dropped", async () => {
    const { approvals, transport, calls } = setup('host')
    const request = vi.mocked(transport.request as unknown as (type: string, payload: unknown) => Promise<unknown>)
    const answer = request.getMockImplementation()!
    request.mockImplementation(async (type, payload) => {
      if (type === 'CONFIRM_APPROVAL') {
        calls.push({ type, payload })
        throw Object.assign(new Error('Approve with the wallet’s own button'), { code: 4100 })
      }
      return answer(type, payload)
    })
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    approvals.approve('a1')
    await expect(running).rejects.toMatchObject({ code: 4100 })
    expect(calls.map((c) => c.type)).toEqual(['PREPARE_APPROVAL', 'CONFIRM_APPROVAL', 'CANCEL_APPROVAL'])
    expect(approvals.state.pending['a1']).toBeUndefined()
  })

  it("error: embedded.approvals other than 'wallet' or 'host' is a ConfigError naming the key", () => {
    expect(approvalModeOf({} as never)).toBe('wallet')
    expect(approvalModeOf({ embedded: { approvals: 'host' } } as never)).toBe('host')
    expect(() => approvalModeOf({ embedded: { approvals: 'app' } } as never)).toThrow('embedded.approvals')
  })
})
