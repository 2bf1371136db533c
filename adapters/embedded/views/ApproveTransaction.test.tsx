// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { mainnet, rememberChosenName, SIMULATION_WAIT_MS, type Simulation } from 'airlock'
import { connectTestAccount } from '../../../test/helpers/renderAirlock.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAirlock } from '../../../test/helpers/renderAirlock.js'
import { createApprovals } from '../createApprovals.js'
import type { EmbeddedConnector } from '../EmbeddedConnector.js'
import { embeddedManifest } from '../manifest.js'
import type { FrameTransport } from '../protocol/createFrameTransport.js'

const from = '0x0000000000000000000000000000000000000001'
const transfer = { kind: 'evmTransactions' as const, chainId: 'eip155:1', transactions: [{ from, to: '0x0000000000000000000000000000000000000002', value: '1' }] }
const send = { chainId: 'eip155:1', method: 'eth_sendTransaction', params: [{ to: '0x0000000000000000000000000000000000000002', value: '0x1' }] }
const simulated = (change: Partial<Simulation>): Simulation => ({ chainId: 'eip155:1', account: from, method: 'debug_traceCall', status: 'success', send: [], receive: [], allowances: [], complete: true, warnings: [], ...change })

/**
 * The embedded wallet's approvals (the real queue) behind a frame double whose
 * SIMULATE_APPROVAL answers when the test says; the wallet's own Approve page has no address
 * here (its frame is not drawn), and `confirmed` stands for its press.
 */
function openApproval(summary: object = transfer) {
  let approvals: EmbeddedConnector['approvals'] | undefined
  const connector = { ...embeddedManifest, connector: async () => (context: Parameters<typeof createApprovals>[0]) => ({ approvals: (approvals = createApprovals(context)), pageUrl: () => '' }) as unknown as EmbeddedConnector }
  const rendered = renderAirlock({ networks: [mainnet], connectors: [connector as never] }, null)
  let answer: (simulation: Simulation) => void = () => {}
  const sent: string[] = []
  const transport = {
    ready: vi.fn(),
    close: vi.fn(),
    request: vi.fn(async (type: string) => {
      sent.push(type)
      if (type === 'PREPARE_APPROVAL') return { approvalId: 'a1', expiresAt: Date.now() + 60_000, summary }
      if (type === 'SIMULATE_APPROVAL') return new Promise((resolve) => (answer = (simulation) => resolve({ simulation })))
      if (type === 'RPC_REQUEST') return { result: '0xhash' }
      return {}
    }),
  } as unknown as FrameTransport
  const start = async () => {
    const embedded = await (await rendered.airlock.connection()).connector('embedded')
    const running = embedded.approvals.run(transport, send)
    await waitFor(() => expect(approvals?.state.pending['a1']).toBeDefined())
    // Wrapped: an async function returning the promise itself would wait for the answer.
    return { running }
  }
  return { ...rendered, start, sent, answer: (simulation: Simulation) => act(() => answer(simulation)), confirmed: () => act(() => approvals!.confirmed('a1')) }
}

// The wait for the simulation (createApprovals' own tests cover it) is held off here, so these
// cases read the gate after the wallet's press, whatever the machine's speed.
const realSetTimeout = globalThis.setTimeout
beforeEach(() => {
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => realSetTimeout(run, ms === SIMULATION_WAIT_MS ? 600_000 : ms)) as typeof setTimeout)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ApproveTransaction', () => {
  it("rule: pressed in the wallet while the simulation runs, warnings found meanwhile are read first, then 'Continue' (never a second 'Approve') sends it", async () => {
    const { user, start, sent, answer, confirmed } = openApproval()
    const { running } = await start()
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('button', { name: 'Reject' })
    // The person's press, counted by the wallet's own button.
    confirmed()
    expect(await within(dialog).findByRole('button', { name: 'Checking…' })).toBeTruthy()
    answer(simulated({ warnings: [{ code: 'nothingReceived' }] }))
    const button = await within(dialog).findByRole('button', { name: 'Continue' })
    expect(within(dialog).getByText('Read the warnings above, then continue.').getAttribute('role')).toBe('alert')
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(sent).not.toContain('RPC_REQUEST')
    await user.click(button)
    expect(await running).toBe('0xhash')
    expect(sent).toContain('RPC_REQUEST')
  })

  it("rule: pressed in the wallet, a simulated failure asks 'Continue anyway' before it is sent", async () => {
    const { user, start, sent, answer, confirmed } = openApproval()
    const { running } = await start()
    const dialog = await screen.findByRole('dialog')
    answer(simulated({ status: 'reverted', revert: { kind: 'error', reason: 'nope', call: 0 } }))
    confirmed()
    const button = await within(dialog).findByRole('button', { name: 'Continue anyway' })
    expect(within(dialog).getByText('The simulation says this will fail. Continue anyway?').getAttribute('role')).toBe('alert')
    expect(sent).not.toContain('RPC_REQUEST')
    await user.click(button)
    expect(await running).toBe('0xhash')
  })

  it('rule names: a send to a name the person typed is approved "To bob.eth", the address one press away; one call of a smart account needs no row of its own', async () => {
    const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const smart = '0x0De1000000000000000000000000000000f49000'
    const { user, airlock, start, answer } = openApproval({ ...transfer, transactions: [{ from: smart, to: bob, value: '1000000000000000000' }], smartAccount: { address: smart, sponsored: true } })
    connectTestAccount(airlock)
    rememberChosenName(airlock.chain, 'eip155', bob, 'bob.eth')
    await start()
    const dialog = await screen.findByRole('dialog')
    answer(simulated({}))
    const to = await within(dialog).findByRole('button', { name: 'bob.eth' })
    const card = within(dialog).getByTestId('approval-smart-account')
    expect(card.textContent).toBe(`Smart account0x0De1…9000Network feeSponsored by the app`)
    expect(dialog.textContent).not.toMatch(/user operation|Calls|Gas/)
    expect(within(dialog).getByText('Value').nextElementSibling?.textContent).toBe('1.000 ETH')
    await user.click(to)
    expect(to.closest('dd')?.textContent).toContain(bob)
  })
})
