// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aliceAddress, renderSend } from '../../../test/helpers/renderSend.js'
import { wholeText } from '../../../test/helpers/wholeText.js'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

async function openSend(options?: Parameters<typeof renderSend>[0]) {
  const rendered = await renderSend(options)
  // Account lists Send once the feature's entry has loaded: on a busy machine, after the first render.
  await rendered.user.click(await screen.findByRole('button', { name: 'Send' }))
  await screen.findByRole('form', { name: 'Send' })
  return rendered
}

async function pickToken(user: Awaited<ReturnType<typeof openSend>>['user'], symbol: string) {
  await user.click(screen.getByRole('button', { name: /Token/ }))
  await user.click(await within(await screen.findByRole('list', { name: 'Tokens' })).findByRole('button', { name: new RegExp(`^${symbol}`) }))
  await screen.findByRole('form', { name: 'Send' })
}

// What a token row says: symbol and name, then the balance (the monogram behind the icon is decorative).
const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => `${button.querySelector('.airlock-list-label')?.textContent} = ${button.querySelector('.airlock-tag')?.textContent}`)
const amount = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
const receiver = () => screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement
const alertText = async () => (await screen.findByRole('alert')).textContent

describe('the Send view', () => {
  it('default: the token list offers the native coin and the tokens the API reports, with balances', async () => {
    const { user } = await openSend()
    await user.click(screen.getByRole('button', { name: /Token/ }))
    const list = await screen.findByRole('list', { name: 'Tokens' })
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2))
    expect(rows(list)).toEqual(['ETH Ether = 1.234', 'DUSD Demo USD = 250.500'])
  })

  it('rule amount and receiver required: Preview says "An amount and receiver address are required"', async () => {
    const { user, airlock } = await openSend()
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await alertText()).toBe('An amount and receiver address are required')
    expect(amount().getAttribute('aria-invalid')).toBe('true')
    expect(amount().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id)
    // Both are missing, and both are marked.
    expect(receiver().getAttribute('aria-invalid')).toBe('true')
    expect(airlock.router.state.view).toBe('Send')
  })

  it('rule token required: with amount and receiver but no token, "A token is required"', async () => {
    const { user } = await openSend()
    await user.type(amount(), '1')
    await user.type(receiver(), aliceAddress)
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await alertText()).toBe('A token is required')
    expect(screen.getByRole('button', { name: /Token/ }).getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
  })

  it('rule unsupported chain: a wallet on a network the app does not support gets "Unsupported chain"', async () => {
    const { user, airlock } = await openSend()
    await pickToken(user, 'ETH')
    airlock.chain.state.unsupportedCaipNetworkId = 'eip155:10'
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await alertText()).toBe('Unsupported chain')
  })

  it('rule amount within balance: more than the balance is refused before the wallet is asked', async () => {
    const { user, adapter, airlock } = await openSend()
    await pickToken(user, 'DUSD')
    await user.type(amount(), '300')
    await user.type(receiver(), aliceAddress)
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await alertText()).toBe('The amount is more than your balance of 250.500 DUSD')
    expect(airlock.router.state.view).toBe('Send')
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
  })

  it('behavior: more than the balance offers "Buy DUSD", which opens Buy on it; Back comes to the form as it was', async () => {
    const { user, airlock } = await openSend()
    await pickToken(user, 'DUSD')
    await user.type(amount(), '300')
    expect(await alertText()).toBe('The amount is more than your balance of 250.500 DUSD')
    await user.click(screen.getByRole('button', { name: 'Buy DUSD' }))
    await waitFor(() => expect(airlock.router.state.view).toBe('Buy'))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('form', { name: 'Send' })
    expect(amount().value).toBe('300')
    expect(await alertText()).toBe('The amount is more than your balance of 250.500 DUSD')
  })

  it('behavior: without the onramp, more than the balance offers nothing to buy', async () => {
    const { user } = await openSend({ features: { onramp: false } })
    await pickToken(user, 'DUSD')
    await user.type(amount(), '300')
    expect(await alertText()).toBe('The amount is more than your balance of 250.500 DUSD')
    expect(screen.queryByRole('button', { name: 'Buy DUSD' })).toBeNull()
  })

  it('rule receiver per namespace: an address that is not an EVM address is refused', async () => {
    const { user } = await openSend()
    await pickToken(user, 'ETH')
    await user.type(amount(), '0.1')
    await user.type(receiver(), '0x1234')
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await alertText()).toBe('Enter a valid address or a registered name')
    expect(receiver().getAttribute('aria-invalid')).toBe('true')
  })

  it('behavior receiver by name: a registered name resolves to its address, shown with its avatar', async () => {
    const { user, fetch } = await openSend()
    await user.type(receiver(), 'alice')
    const resolved = await screen.findByTestId('send-resolved', {}, { timeout: 2000 })
    expect(resolved.textContent).toBe('alice.airlock.id is 0x7099…79C8')
    expect(document.querySelector('.airlock-send-avatar')?.getAttribute('src')).toBe('https://img.test/alice.png')
    const lookups = fetch.mock.calls.map(([url]) => new URL(String(url)).pathname).filter((path) => path.startsWith('/v1/profile/account'))
    expect(lookups).toEqual(['/v1/profile/account/alice'])
  })

  it('error: a name nobody registered says so', async () => {
    const { user } = await openSend()
    await user.type(receiver(), 'nobody')
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveProperty('textContent', 'No address is registered for nobody')
  })

  it('behavior Max: the native coin less the network fee, and a token’s whole balance', async () => {
    const { user } = await openSend()
    await pickToken(user, 'ETH')
    await waitFor(() => expect(screen.getByTestId('send-fee').textContent).toBe('Network fee: 0.000042 ETH (≈ $0.08)'))
    await user.click(screen.getByRole('button', { name: 'Max', description: 'Use the maximum amount' }))
    expect(amount().value).toBe('1.234458')
    await pickToken(user, 'DUSD')
    await user.click(screen.getByRole('button', { name: 'Max', description: 'Use the maximum amount' }))
    expect(amount().value).toBe('250.5')
    expect(screen.getByTestId('send-usd').textContent).toBe('≈ $250.50')
  })

  it('behavior keyboard: Enter in the form opens the preview of a valid send', async () => {
    const { user, airlock } = await openSend()
    await pickToken(user, 'DUSD')
    await user.type(amount(), '1.5')
    await user.type(receiver(), `${aliceAddress}{Enter}`)
    await waitFor(() => expect(airlock.router.state.view).toBe('SendPreview'))
    expect((await screen.findByTestId('send-preview-amount')).textContent).toBe('1.500 DUSD≈ $1.50')
  })

  it('behavior: without balances from the API, the native balance is read from the chain', async () => {
    const { user } = await renderSend({ balances: null })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await user.click(await screen.findByRole('button', { name: /Token/ }))
    expect(rows(await screen.findByRole('list', { name: 'Tokens' }))).toEqual(['ETH Ether = 1.234'])
  })

  it('rule live check: an amount over the balance is said while typing, without pressing Preview, which stays disabled until the form is valid', async () => {
    const { user } = await openSend()
    await pickToken(user, 'DUSD')
    const preview = screen.getByRole('button', { name: 'Preview' })
    expect(preview.getAttribute('aria-disabled')).toBe('true')
    await user.type(amount(), '5000')
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveProperty('textContent', 'The amount is more than your balance of 250.500 DUSD')
    expect(amount().getAttribute('aria-invalid')).toBe('true')
    await user.clear(amount())
    await user.type(amount(), '1.1234567')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter an amount as a number with at most 6 decimals'))
    await user.clear(amount())
    await user.type(amount(), '12')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(preview.getAttribute('aria-disabled')).toBe('true')
    await user.type(receiver(), aliceAddress)
    await waitFor(() => expect(preview.getAttribute('aria-disabled')).toBeNull())
    expect(amount().value).toBe('12')
  })

  it('behavior: with only one token to send, it is chosen for the person', async () => {
    const { user } = await renderSend({ balances: null })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByRole('button', { name: /Token/ }).textContent).toContain('ETH'))
  })

  it('rule languages: in German the form, its messages, amounts and dollar values are German', async () => {
    const { user } = await renderSend({ locale: 'de' })
    expect(screen.getByRole('dialog', { name: 'Senden' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Token/ }))
    await user.click(await within(await screen.findByRole('list', { name: 'Token' })).findByRole('button', { name: /^DUSD/ }))
    const betrag = (await screen.findByRole('textbox', { name: 'Betrag' })) as HTMLInputElement
    expect(screen.getByText(wholeText('Guthaben: 250,500 DUSD'))).toBeTruthy()
    await user.type(betrag, '5000')
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveProperty('textContent', 'Der Betrag übersteigt Ihr Guthaben von 250,500 DUSD')
    expect(screen.getByTestId('send-usd').textContent).toBe('≈ 5.000,00\u00a0$')
    expect(screen.getByRole('textbox', { name: 'An' }).getAttribute('placeholder')).toBe('Adresse oder Name')
  })

  it('error: with neither the API nor the chain answering, "Token Balance Unavailable"', async () => {
    const { user, adapter } = await renderSend({ balances: null })
    vi.mocked(adapter.getBalance).mockRejectedValue(new Error('node down'))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await user.click(await screen.findByRole('button', { name: /Token/ }))
    expect(await alertText()).toBe('Token Balance Unavailable')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
