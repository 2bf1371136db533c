// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import type { FeeEstimate } from 'airlock'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testAddress } from '../../../test/helpers/renderAirlock.js'
import { aliceAddress, renderSend } from '../../../test/helpers/renderSend.js'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

/** Fills the form with 1.5 DUSD to alice (by name) and opens the preview; `fee` is the adapter's estimate, `simulation` what the API's simulation answers. */
async function preview(fee?: FeeEstimate, simulation?: object | 'unavailable') {
  const rendered = await renderSend(simulation ? { simulation } : {})
  const { user } = rendered
  if (fee) vi.mocked(rendered.adapter.estimateFee!).mockResolvedValue(fee)
  // Account's Send entry shows once the feature's contribution is read, after the first render.
  await user.click(await screen.findByRole('button', { name: 'Send' }))
  await user.click(await screen.findByRole('button', { name: /Token/ }))
  await user.click(await within(await screen.findByRole('list', { name: 'Tokens' })).findByRole('button', { name: /^DUSD/ }))
  await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '1.5')
  await user.type(screen.getByRole('textbox', { name: 'To' }), 'alice')
  await screen.findByTestId('send-resolved', {}, { timeout: 2000 })
  await user.click(screen.getByRole('button', { name: 'Preview' }))
  await screen.findByTestId('send-preview-amount')
  return rendered
}

describe('the SendPreview view', () => {
  it('default: shows the amount with its value, the receiver by name and address, the network and the fee', async () => {
    await preview()
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('1.500 DUSD≈ $1.50')
    expect(screen.getByTestId('send-preview-receiver').textContent).toBe(' alice.airlock.id0x7099…79C8')
    expect(screen.getByText('Ethereum').tagName).toBe('DD')
    await waitFor(() => expect(screen.getByTestId('send-preview-fee').textContent).toBe('0.000042 ETH (≈ $0.08)'))
  })

  it('behavior: a send whose gas a sponsor pays (a smart account) shows no network fee, under the form nor in the preview', async () => {
    await preview({ value: 0n, decimals: 18, symbol: 'ETH', sponsored: true })
    await waitFor(() => expect(screen.getByTestId('send-preview-fee').textContent).toBe('Sponsored: you pay nothing'))
    expect(screen.getByTestId('send-preview-fee').textContent).not.toMatch(/ETH/)
  })

  it('rule success: the token transfer is sent, balances and activity refresh, the result shows amount, receiver and explorer link, the form resets', async () => {
    const { user, airlock, adapter } = await preview()
    const completed = vi.fn()
    const activity = vi.fn()
    airlock.bus.on('send:completed', completed)
    airlock.bus.on('account:activity', activity)
    const balanceReads = vi.mocked(adapter.getBalance).mock.calls.length
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const result = await screen.findByRole('region', { name: 'Sent 1.500 DUSD' }, { timeout: 3000 })
    expect(airlock.router.state.view).toBe('SendStatus')
    // The name the person typed, not the address it resolved to; the address one press away.
    expect(within(result).getByTestId('send-result-to').textContent).toBe('to alice.airlock.id')
    await user.click(within(result).getByRole('button', { name: 'alice.airlock.id' }))
    expect(within(result).getByTestId('send-result-to').textContent).toBe('to alice.airlock.id0x7099…79C8')
    expect(within(result).getByTitle(aliceAddress)).toBeTruthy()
    expect(within(result).getByRole('link', { name: /View on Etherscan/ }).getAttribute('href')).toBe('https://etherscan.io/tx/0xhash')
    expect(adapter.sendTransaction).toHaveBeenCalledWith(
      { to: aliceAddress, value: 1_500_000n, token: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      expect.objectContaining({ caipNetworkId: 'eip155:1' }),
    )
    expect(adapter.waitForTransaction).toHaveBeenCalledWith('0xhash', expect.anything())
    expect(vi.mocked(adapter.getBalance).mock.calls.length).toBeGreaterThan(balanceReads)
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ hash: '0xhash', amount: '1.5', symbol: 'DUSD', to: aliceAddress }))
    expect(activity).toHaveBeenCalledWith({ namespace: 'eip155', caipAddress: `eip155:1:${testAddress}`, hash: '0xhash' })
    expect(airlock.router.state.transactionStack).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(airlock.router.state.view).toBe('Account'))
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    expect(((await screen.findByRole('textbox', { name: 'Amount' })) as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('button', { name: /Token/ }).textContent).toContain('Select token')
  })

  it("behavior: a second send's result shows that send alone, never the earlier one", async () => {
    const { user, adapter } = await preview()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('region', { name: 'Sent 1.500 DUSD' }, { timeout: 3000 })
    await user.click(screen.getByRole('button', { name: 'Done' }))
    vi.mocked(adapter.sendTransaction).mockResolvedValueOnce('0xsecond')
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    await user.click(await screen.findByRole('button', { name: /Token/ }))
    await user.click(await within(await screen.findByRole('list', { name: 'Tokens' })).findByRole('button', { name: /^DUSD/ }))
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '2')
    await user.type(screen.getByRole('textbox', { name: 'To' }), 'alice')
    await screen.findByTestId('send-resolved', {}, { timeout: 2000 })
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    await screen.findByRole('region', { name: 'Sent 2.000 DUSD' }, { timeout: 3000 })
    expect(screen.queryByRole('region', { name: 'Sent 1.500 DUSD' })).toBeNull()
  })

  it('behavior loading: while the wallet is open, Send is disabled and says to confirm in the wallet', async () => {
    const { user, adapter, airlock } = await preview()
    let answer: (hash: string) => void = () => {}
    vi.mocked(adapter.sendTransaction).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('status')).textContent).toContain('Confirm in your wallet')
    const sending = screen.getByRole('button', { name: 'Sending…' })
    expect(sending.getAttribute('aria-disabled')).toBe('true')
    // Pressing it again asks nothing more of the wallet, and the focus stays where it was.
    await user.click(sending)
    expect(adapter.sendTransaction).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(sending)
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeTruthy()
    answer('0xhash')
    await waitFor(() => expect(airlock.router.state.view).toBe('SendStatus'))
  })

  it('error: a decline shows "Signature declined" and keeps the preview with the amount and receiver', async () => {
    const { user, airlock, adapter } = await preview()
    vi.mocked(adapter.sendTransaction).mockRejectedValueOnce({ code: 4001, message: 'User rejected the request.' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(airlock.router.state.view).toBe('SendPreview')
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('1.500 DUSD≈ $1.50')
    expect(screen.getByTestId('send-preview-receiver').textContent).toContain('alice.airlock.id')
    expect(airlock.router.state.transactionStack).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('false')
  })

  it('error: another failure goes back to the form with the error shown and the values kept', async () => {
    const { user, airlock, adapter } = await preview()
    vi.mocked(adapter.sendTransaction).mockRejectedValueOnce({ code: -32603, message: 'insufficient funds for gas' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(airlock.router.state.view).toBe('Send'))
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong')
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1.5')
    expect(airlock.router.state.transactionStack).toHaveLength(0)
  })

  it('error: a transaction that reverts says it failed on chain, and "Edit and send again" brings the form back', async () => {
    const { user, airlock, adapter } = await preview()
    vi.mocked(adapter.waitForTransaction).mockResolvedValueOnce({ status: 'reverted' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const result = await screen.findByRole('region', { name: 'Failed 1.500 DUSD' }, { timeout: 3000 })
    expect(within(result).getByText(/The transaction failed on chain/)).toBeTruthy()
    await user.click(within(result).getByRole('button', { name: 'Edit and send again' }))
    await waitFor(() => expect(airlock.router.state.view).toBe('Send'))
    expect(((await screen.findByRole('textbox', { name: 'Amount' })) as HTMLInputElement).value).toBe('1.5')
    expect(adapter.sendTransaction).toHaveBeenCalledTimes(1)
  })

  it('behavior: when the network cannot be reached after the wallet sent it, the hash shows as pending with "Check again", never a second send', async () => {
    const { user, airlock, adapter } = await preview()
    vi.mocked(adapter.waitForTransaction).mockRejectedValueOnce(new Error('fetch failed'))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const result = await screen.findByRole('region', { name: 'Sending 1.500 DUSD' }, { timeout: 3000 })
    expect((await within(result).findByRole('alert')).textContent).toBe('The network could not be reached to check it; it is checked again shortly.')
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull()
    await user.click(within(result).getByRole('button', { name: 'Check again' }))
    await screen.findByRole('region', { name: 'Sent 1.500 DUSD' })
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(airlock.router.state.view).toBe('Account')
    expect(adapter.sendTransaction).toHaveBeenCalledTimes(1)
  })

  describe('simulation', () => {
    const dusdAsset = { standard: 'erc20', address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'DUSD', name: 'Demo USD', decimals: 6, logoUri: 'data:,', usdPrice: 1 }
    const simulated = { chainId: 'eip155:1', account: testAddress, method: 'debug_traceCall', status: 'success', send: [{ asset: dusdAsset, amount: '1500000', usd: 1.5 }], receive: [], allowances: [], complete: true, warnings: [], gasUsed: '51000' }

    it('behavior: what the send does, simulated through the API for the wallet\'s own transaction, shows before Send', async () => {
      const { fetch, adapter } = await preview(undefined, simulated)
      const section = await screen.findByRole('region', { name: 'What this does' })
      await waitFor(() => expect(section.textContent).toContain('You send−1.500 DUSD≈ $1.50'))
      expect(adapter.simulationRequest).toHaveBeenCalledWith({ to: aliceAddress, value: 1_500_000n, token: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }, expect.objectContaining({ caipNetworkId: 'eip155:1' }))
      const asked = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([input]) => String(input).includes('/v1/simulate'))!
      expect(JSON.parse(String(asked[1].body))).toEqual({ chainId: 'eip155:1', account: testAddress, calls: [{ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', value: '0' }] })
    })

    it('rule: a simulated failure shows its reason and asks a second confirmation before the wallet is asked', async () => {
      const { user, adapter } = await preview(undefined, { ...simulated, status: 'reverted', send: [], revert: { kind: 'custom', reason: 'InsufficientBalance(from: 0x1, balance: 1, needed: 2)', call: 0 }, warnings: [{ code: 'willFail', reason: 'x' }] })
      await screen.findByTestId('simulation-fail')
      await user.click(screen.getByRole('button', { name: 'Send' }))
      expect(adapter.sendTransaction).not.toHaveBeenCalled()
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('The simulation says this will fail. Continue anyway?')
      await user.click(screen.getByRole('button', { name: 'Continue anyway' }))
      await waitFor(() => expect(adapter.sendTransaction).toHaveBeenCalledTimes(1))
    })

    it('rule: a simulation the API cannot make says so, and one press of Send asks the wallet', async () => {
      const { user, adapter } = await preview(undefined, 'unavailable')
      expect((await screen.findByTestId('simulation-unavailable')).textContent).toContain('Could not simulate this transaction')
      await user.click(screen.getByRole('button', { name: 'Send' }))
      await waitFor(() => expect(adapter.sendTransaction).toHaveBeenCalledTimes(1))
      expect(screen.queryByRole('button', { name: 'Continue anyway' })).toBeNull()
    })
  })
})
