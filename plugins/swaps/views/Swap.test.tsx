// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import { mainnet, providerError } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../../test/helpers/fakeAdapter.js'
import { DUSD, stubConvertApi, swapQuote } from '../../../test/helpers/fakeConvertApi.js'
import { renderAirlock } from '../../../test/helpers/renderAirlock.js'
import { wholeText } from '../../../test/helpers/wholeText.js'

afterEach(() => vi.unstubAllGlobals())

/** The modal on Account with an account connected through a fake adapter, against `api`; then Swap. */
const openSwap = (api: ReturnType<typeof stubConvertApi>) => openSwapWith(api, createFakeAdapter())

async function openSwapWith(api: ReturnType<typeof stubConvertApi>, fake: ReturnType<typeof createFakeAdapter>) {
  const rendered = renderAirlock({ adapters: [fake.descriptor], networks: [mainnet], apiUrl: 'http://api.test' })
  await (await rendered.airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  act(() => rendered.airlock.open())
  await rendered.user.click(await screen.findByRole('button', { name: 'Swap' }, { timeout: 10_000 }))
  // The form's chunk loads first: slow beside other suites on a loaded machine.
  await screen.findByRole('form', { name: 'Swap' }, { timeout: 10_000 })
  await screen.findByText(wholeText('Balance 2.000 ETH'), {}, { timeout: 10_000 })
  return { ...rendered, fake, api }
}

const payField = () => screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement
const receiveField = () => screen.getByRole('textbox', { name: 'You receive' }) as HTMLInputElement
const preview = () => screen.getByRole('button', { name: 'Preview' })

async function pick(user: Awaited<ReturnType<typeof openSwap>>['user'], side: 'You pay' | 'You receive', symbol: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${side} token`) }))
  await user.click(within(await screen.findByRole('list', { name: 'Tokens' })).getByRole('button', { name: new RegExp(`^${symbol}`) }))
  await screen.findByRole('form', { name: 'Swap' })
}

describe('the Swap view', () => {
  it('default: Swap on Account opens the form; the picker lists the network\'s tokens with balances and searches them', async () => {
    const { user } = await openSwap(stubConvertApi())
    expect(payField().value).toBe('')
    expect(preview().getAttribute('aria-disabled')).toBe('true')
    await user.click(screen.getByRole('button', { name: /^You receive token: none/ }))
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const rows = () => within(list).queryAllByRole('button').map((row) => `${row.querySelector('.airlock-list-label')?.textContent} = ${row.querySelector('.airlock-tag')?.textContent}`)
    expect(rows()).toEqual(['ETH Ether = 2.000', 'DUSD Demo USD = 500.000', 'DGLD Demo Gold = 0.000'])
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'gold')
    expect(rows()).toEqual(['DGLD Demo Gold = 0.000'])
  })

  it('rule one amount format: a typed amount shows the quote as every amount reads: amount received, rate, price impact, minimum received and network fee', async () => {
    const { user } = await openSwap(stubConvertApi())
    await pick(user, 'You receive', 'DUSD')
    await user.type(payField(), '1')
    const quote = await screen.findByTestId('swap-quote', {}, { timeout: 2000 })
    expect(receiveField().value).toBe('2960')
    expect(within(quote).getByTestId('swap-rate').textContent).toBe('1 ETH = 2,960.000 DUSD')
    expect(within(quote).getByTestId('swap-impact').textContent).toBe('0.99 %')
    expect(within(quote).getByTestId('swap-limit').textContent).toBe('2,945.200 DUSD')
    expect(within(quote).getByTestId('swap-fee').textContent).toBe('0.00015 ETH')
    await waitFor(() => expect(preview().getAttribute('aria-disabled')).toBeNull())
  })

  it('rule one amount format: the quote is announced with its amounts as the summary reads them, not as typed', async () => {
    const quote = swapQuote({ fromAmount: '50000000000000000', toAmount: '148000000', maximumSold: '50000000000000000' })
    const { user } = await openSwap(stubConvertApi((url) => (url.pathname === '/v1/convert/quotes' ? Response.json({ quotes: [quote] }) : undefined)))
    await pick(user, 'You receive', 'DUSD')
    await user.type(payField(), '0.05')
    await screen.findByTestId('swap-quote', {}, { timeout: 2000 })
    const region = document.querySelector('[data-airlock-live]')!
    // Typed "0.05": said "0.050 ETH", as every amount reads.
    await waitFor(() => expect(region.textContent).toBe('Quote updated: 0.050 ETH for 148.000 DUSD, 1 ETH = 2,960.000 DUSD'))
  })

  it('rule price impact: above 3 % a warning; above 10 % Preview waits for an explicit acceptance', async () => {
    let impact = 4.2
    const { user } = await openSwap(stubConvertApi((url) => (url.pathname === '/v1/convert/quotes' ? Response.json({ quotes: [swapQuote({ priceImpact: impact })] }) : undefined)))
    await pick(user, 'You receive', 'DUSD')
    await user.type(payField(), '1')
    expect((await screen.findByTestId('swap-impact', {}, { timeout: 2000 })).textContent).toBe('4.20 % (high)')
    expect(screen.queryByRole('checkbox')).toBeNull()
    impact = 12.5
    await user.type(payField(), '.5')
    await waitFor(() => expect(screen.getByTestId('swap-impact').textContent).toBe('12.50 % (high)'))
    expect(preview().getAttribute('aria-disabled')).toBe('true')
    await user.click(preview())
    expect((await screen.findByRole('alert')).textContent).toBe('Confirm the price impact to go on')
    await user.click(screen.getByRole('checkbox', { name: /I accept a price impact of 12\.50 %/ }))
    await user.click(preview())
    await screen.findByRole('button', { name: 'Swap' })
  })

  it('error: more than the balance is shown under the amount at once, and Preview stays disabled', async () => {
    const { user } = await openSwap(stubConvertApi())
    await pick(user, 'You receive', 'DUSD')
    await user.type(payField(), '3')
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough ETH: your balance is 2.000 ETH')
    expect(payField().getAttribute('aria-invalid')).toBe('true')
    expect(preview().getAttribute('aria-disabled')).toBe('true')
  })

  it('behavior: not enough to pay is said before a token to receive is chosen, with "Buy ETH", which opens Buy on it; Back comes to the form as it was', async () => {
    const { user, airlock } = await openSwap(stubConvertApi())
    await user.type(payField(), '3')
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough ETH: your balance is 2.000 ETH')
    await user.click(screen.getByRole('button', { name: 'Buy ETH' }))
    await waitFor(() => expect(airlock.router.state.view).toBe('Buy'))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('form', { name: 'Swap' })
    expect(payField().value).toBe('3')
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough ETH: your balance is 2.000 ETH')
  })

  it('error: insufficient liquidity is said under the form; the amount and tokens stay', async () => {
    const { user } = await openSwap(stubConvertApi((url) => (url.pathname === '/v1/convert/quotes' ? Response.json({ message: 'Insufficient liquidity for this swap', code: 'INSUFFICIENT_LIQUIDITY' }, { status: 422 }) : undefined)))
    await pick(user, 'You receive', 'DGLD')
    await user.type(payField(), '1')
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toBe('Not enough liquidity for this swap; try a smaller amount')
    expect([payField().value, screen.getByRole('button', { name: /^You receive token/ }).textContent]).toEqual(['1', 'DGLD'])
  })

  it('rule locale: in German the form reads the swaps catalog in German and writes balances, rates and percentages with German separators', async () => {
    stubConvertApi()
    const fake = createFakeAdapter()
    const { airlock, user } = renderAirlock({ adapters: [fake.descriptor], networks: [mainnet], apiUrl: 'http://api.test', locale: 'de' })
    await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    act(() => airlock.open())
    // The Account action's label is the swaps catalog's too.
    await user.click(await screen.findByRole('button', { name: 'Tauschen' }, { timeout: 10_000 }))
    await screen.findByRole('form', { name: 'Tauschen' })
    await screen.findByText(wholeText('Guthaben 2,000 ETH'))
    await user.click(screen.getByRole('button', { name: 'Token für „Du erhältst“: keiner, auswählen' }))
    await user.click(within(await screen.findByRole('list', { name: 'Token' })).getByRole('button', { name: /^DUSD/ }))
    await user.type(await screen.findByRole('textbox', { name: 'Du zahlst' }), '1')
    const quote = await screen.findByTestId('swap-quote', {}, { timeout: 2000 })
    expect([within(quote).getByTestId('swap-rate').textContent, within(quote).getByTestId('swap-impact').textContent]).toEqual(['1 ETH = 2.960,000 DUSD', '0,99 %'])
    expect(screen.getByRole('button', { name: 'Vorschau' })).toBeTruthy()
  })

  it('behavior: DUSD → ETH previews with the approve step, then Swap; a declined swap keeps the preview with its message', async () => {
    const api = stubConvertApi((url) => (url.pathname === '/v1/convert/quotes' ? Response.json({ quotes: [swapQuote({ fromAccount: DUSD, fromAmount: '100000000', maximumSold: '100000000', toAmount: '33000000000000000' })] }) : undefined))
    const { user, fake } = await openSwap(api)
    await pick(user, 'You pay', 'DUSD')
    await pick(user, 'You receive', 'ETH')
    await user.type(payField(), '100')
    await waitFor(() => expect(preview().getAttribute('aria-disabled')).toBeNull(), { timeout: 2000 })
    await user.click(preview())
    // The step waits for the allowance read; a press before it is refused, as its aria-disabled says.
    const approve = await screen.findByRole('button', { name: 'Approve DUSD' })
    await waitFor(() => expect(approve.getAttribute('aria-disabled')).toBeNull(), { timeout: 10_000 })
    await user.click(approve)
    // The approve step goes on once its simulation has answered (SIMULATION_WAIT_MS at most),
    // then waits for its receipt; a loaded machine may take several seconds for both.
    const swap = await screen.findByRole('button', { name: 'Swap' }, { timeout: 10_000 })
    expect(screen.getByTestId('swap-preview-to').textContent).toBe('0.033 ETH')
    vi.mocked(fake.adapter.sendTransaction).mockRejectedValueOnce(providerError(4001, 'User rejected the request'))
    await waitFor(() => expect(swap.getAttribute('aria-disabled')).toBeNull(), { timeout: 10_000 })
    await user.click(swap)
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('Signature declined')
    expect(screen.getByTestId('swap-preview-from').textContent).toBe('100.000 DUSD')
    expect(fake.adapter.sendTransaction).toHaveBeenCalledTimes(2)
  })

  it('rule atomic batch: with a wallet that batches atomically, DUSD → ETH previews one step, "Approve DUSD and swap", sent as one wallet_sendCalls', async () => {
    const quote = swapQuote({ fromAccount: DUSD, fromAmount: '100000000', maximumSold: '100000000', toAmount: '33000000000000000' })
    const api = stubConvertApi((url) =>
      url.pathname === '/v1/convert/quotes' ? Response.json({ quotes: [quote] })
      : url.pathname === '/v1/convert/build-transaction' ? Response.json({ tx: { from: '0x1', to: '0x0000000000000000000000000000000000000abc', data: '0x18cbafe5', value: '0', eip155: { gas: '200000', gasPrice: '1' } }, quote })
      : undefined)
    const fake = createFakeAdapter()
    const request = vi.fn(async ({ method }: { method: string }) => {
      if (method === 'wallet_getCapabilities') return { '0x1': { atomicBatch: { supported: true } } }
      if (method === 'wallet_sendCalls') return { id: '0xbatch' }
      if (method === 'wallet_getCallsStatus') return { status: 200, receipts: [{ transactionHash: '0xbatchhash' }] }
      throw providerError(4200, 'Unsupported method')
    })
    fake.adapter.provider = () => ({ request })
    const { user } = await openSwapWith(api, fake)
    await pick(user, 'You pay', 'DUSD')
    await pick(user, 'You receive', 'ETH')
    await user.type(payField(), '100')
    await waitFor(() => expect(preview().getAttribute('aria-disabled')).toBeNull(), { timeout: 2000 })
    await user.click(preview())
    const step = await screen.findByRole('button', { name: 'Approve DUSD and swap' })
    expect(screen.getByTestId('swap-approve-note').textContent).toBe('One step: allow the exchange to take 100.000 DUSD and swap, confirmed once in your wallet.')
    // The sentence stands in one span: the note is a flex row, which would set its text and its isolated amount side by side as columns.
    expect([...screen.getByTestId('swap-approve-note').children].map((child) => child.tagName)).toEqual(['SPAN'])
    expect(screen.queryByRole('button', { name: 'Approve DUSD' })).toBeNull()
    await waitFor(() => expect(step.getAttribute('aria-disabled')).toBeNull())
    await user.click(step)
    // The swap ends on its result, as a send does: what was paid and received, then Done back to Account.
    const result = await screen.findByRole('region', { name: 'Swap complete' }, { timeout: 3000 })
    expect(within(result).getByTestId('swap-result-paid').textContent).toBe('100.000 DUSD')
    expect(within(result).getByTestId('swap-result-received').textContent).toBe('≈ 0.033 ETH')
    expect(within(result).getByRole('link', { name: /View on Etherscan/ }).getAttribute('href')).toBe('https://etherscan.io/tx/0xbatchhash')
    await user.click(within(result).getByRole('button', { name: 'Done' }))
    await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 3000 })
    expect(request.mock.calls.filter(([{ method }]) => method === 'wallet_sendCalls')).toHaveLength(1)
    expect(fake.adapter.sendTransaction).not.toHaveBeenCalled()
  })
})
