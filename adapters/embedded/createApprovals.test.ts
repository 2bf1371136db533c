import { createAirlock, mainnet, SIMULATION_WAIT_MS, type Simulation } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { approvalModeOf, createApprovals } from './createApprovals.js'
import type { FrameTransport } from './protocol/createFrameTransport.js'

const summary = { kind: 'message' as const, namespace: 'eip155' as const, address: '0x0000000000000000000000000000000000000001', text: 'Hi', raw: '0x4869' }

const transfer = { kind: 'evmTransactions' as const, chainId: 'eip155:1', transactions: [{ from: '0x0000000000000000000000000000000000000001', to: '0x0000000000000000000000000000000000000002', value: '1' }] }
const simulated: Simulation = { chainId: 'eip155:1', account: '0x0000000000000000000000000000000000000001', method: 'debug_traceCall', status: 'success', send: [], receive: [], allowances: [], complete: true, warnings: [] }

/** A transport double answering PREPARE_APPROVAL, RPC_REQUEST, CANCEL_APPROVAL and (after `simulation`'s promise) SIMULATE_APPROVAL, recording what it was asked. */
function fakeTransport(shown: object = summary, simulation: () => Promise<unknown> = async () => ({ simulation: simulated })) {
  const calls: { type: string; payload: unknown }[] = []
  const transport = {
    ready: vi.fn(),
    close: vi.fn(),
    request: vi.fn(async (type: string, payload: unknown) => {
      calls.push({ type, payload })
      if (type === 'PREPARE_APPROVAL') return { approvalId: 'a1', expiresAt: Date.now() + 60_000, summary: shown }
      if (type === 'SIMULATE_APPROVAL') return simulation()
      if (type === 'RPC_REQUEST') return { result: '0xsigned' }
      return {}
    }),
  } as unknown as FrameTransport
  return { transport, calls }
}

const setupIn = (mode: 'wallet' | 'host', config: { headless?: boolean } = {}, ...transport: Parameters<typeof fakeTransport>) => {
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet], ...config })
  airlock.logger.level = 'silent'
  return { airlock, approvals: createApprovals(airlock, mode), ...fakeTransport(...transport) }
}
const setup = (...transport: Parameters<typeof fakeTransport>) => setupIn('wallet', {}, ...transport)
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
    approvals.send('a1')
    expect(await running).toBe('0xsigned')
    expect(calls[1]).toEqual({ type: 'RPC_REQUEST', payload: { ...call, approvalId: 'a1' } })
    expect(approvals.state.pending['a1']).toBeUndefined()
    expect(airlock.modal.state.open).toBe(false)
  })

  it("behavior: the wallet's own press (APPROVAL_CONFIRMED) marks the request confirmed and sends nothing by itself: the view sends it once its simulation allows", async () => {
    const { approvals, transport, calls } = setup(transfer)
    const running = approvals.run(transport, { ...call, method: 'eth_sendTransaction' })
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    expect(approvals.state.pending['a1']!.confirmed).toBe(false)
    approvals.confirmed('a1')
    approvals.confirmed('unknown')
    expect(approvals.state.pending['a1']!.confirmed).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls.map((c) => c.type)).not.toContain('RPC_REQUEST')
    approvals.send('a1')
    expect(await running).toBe('0xsigned')
  })

  it("rule approvals: send goes on only with the wallet's own press; without it nothing is sent", async () => {
    const { approvals, transport, calls } = setup()
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    approvals.send('a1')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls.map((c) => c.type)).toEqual(['PREPARE_APPROVAL'])
    approvals.reject('a1')
    await expect(running).rejects.toMatchObject({ code: 4001 })
  })

  it("behavior: headless (no approval view to wait on the simulation), the wallet's own press sends at once", async () => {
    const { airlock, approvals, transport, calls } = setupIn('wallet', { headless: true })
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    expect(airlock.modal.state.open).toBe(false)
    approvals.confirmed('a1')
    expect(await running).toBe('0xsigned')
    expect(calls.map((c) => c.type)).toEqual(['PREPARE_APPROVAL', 'RPC_REQUEST'])
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
    approvals.send('a1')
    expect(await running).toBe('0xsigned')
  })

  describe('simulation', () => {
    afterEach(() => vi.useRealTimers())
    const send = { chainId: 'eip155:1', method: 'eth_sendTransaction', params: [{ to: '0x0000000000000000000000000000000000000002', value: '0x1' }] }

    it('behavior: a transaction\'s approval asks the frame to simulate it, and shows the answer', async () => {
      const { approvals, transport, calls } = setup(transfer)
      void approvals.run(transport, send).catch(() => {})
      await vi.waitFor(() => expect(approvals.state.pending['a1']?.simulation).toEqual({ status: 'done', simulation: simulated }))
      expect(calls.find((c) => c.type === 'SIMULATE_APPROVAL')?.payload).toEqual({ approvalId: 'a1' })
      approvals.reject('a1')
    })

    it('behavior: a message to sign has nothing to simulate, and the frame is not asked', async () => {
      const { approvals, transport, calls } = setup()
      void approvals.run(transport, call).catch(() => {})
      await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
      expect(approvals.state.pending['a1']!.simulation).toEqual({ status: 'none' })
      expect(calls.some((c) => c.type === 'SIMULATE_APPROVAL')).toBe(false)
      approvals.reject('a1')
    })

    it('rule: past SIMULATION_WAIT_MS without an answer it is unavailable; an answer after that still shows', async () => {
      vi.useFakeTimers()
      let answer: (value: unknown) => void = () => {}
      const { approvals, transport } = setup(transfer, () => new Promise((resolve) => (answer = resolve)))
      void approvals.run(transport, send).catch(() => {})
      // Not vi.waitFor: it moves fake time on while it polls.
      for (let i = 0; i < 10 && !approvals.state.pending['a1']; i++) await Promise.resolve()
      expect(approvals.state.pending['a1']!.simulation.status).toBe('pending')
      await vi.advanceTimersByTimeAsync(SIMULATION_WAIT_MS - 1)
      expect(approvals.state.pending['a1']!.simulation.status).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(approvals.state.pending['a1']!.simulation).toEqual({ status: 'unavailable' })
      answer({ simulation: simulated })
      await vi.advanceTimersByTimeAsync(0)
      expect(approvals.state.pending['a1']!.simulation.status).toBe('done')
      approvals.reject('a1')
    })

    it('error: a simulation the frame cannot get is unavailable, and Approve still runs the request', async () => {
      const { approvals, transport } = setup(transfer, () => Promise.reject(new Error('backend_unavailable')))
      const running = approvals.run(transport, send)
      await vi.waitFor(() => expect(approvals.state.pending['a1']?.simulation).toEqual({ status: 'unavailable' }))
      approvals.confirmed('a1')
      approvals.send('a1')
      expect(await running).toBe('0xsigned')
    })
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
    const { approvals, transport, calls } = setupIn('host')
    const running = approvals.run(transport, call)
    await vi.waitFor(() => expect(approvals.state.pending['a1']).toBeDefined())
    approvals.approve('a1')
    expect(await running).toBe('0xsigned')
    expect(calls.map((c) => c.type)).toEqual(['PREPARE_APPROVAL', 'CONFIRM_APPROVAL', 'RPC_REQUEST'])
    expect(calls[1]!.payload).toEqual({ approvalId: 'a1' })
  })

  it("error: a frame that refuses the host's Approve (its project does not allow it) signs nothing, and the approval is dropped", async () => {
    const { approvals, transport, calls } = setupIn('host')
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
