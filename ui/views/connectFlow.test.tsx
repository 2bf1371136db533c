// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { airlockDevnet, mainnet, type PluginDescriptor } from 'airlock'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFakeAdapter, installedWallet } from '../../test/helpers/fakeAdapter.js'
import { findViewDialog } from '../../test/helpers/findViewDialog.js'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'

const email: PluginDescriptor = {
  name: 'email-login',
  contributes: [{ kind: 'connectMethod', method: 'email', id: 'email', label: 'Continue with email', view: 'Connect' }],
  load: async () => ({ name: 'email-login' }),
}

beforeEach(() => localStorage.clear())
afterEach(() => cleanup())

function setup(options: Parameters<typeof createFakeAdapter>[0] = {}) {
  const fake = createFakeAdapter({ wallets: [installedWallet('io.metamask', 'MetaMask')], ...options })
  const rendered = renderAirlock({ adapters: [fake.descriptor], networks: [mainnet, airlockDevnet], plugins: [email] })
  return { ...rendered, ...fake }
}

const buttonNames = (container: HTMLElement) => within(container).getAllByRole('button').map((button) => button.textContent?.trim())

describe('connecting a browser wallet', () => {
  it('rule connect order: wallet first, marked installed, when an installed wallet is shown', async () => {
    const { airlock } = setup()
    act(() => airlock.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await within(dialog).findByRole('button', { name: /MetaMask/ })
    const names = buttonNames(dialog)
    const metamask = names.findIndex((name) => name?.includes('MetaMask'))
    expect(metamask).toBeGreaterThanOrEqual(0)
    expect(metamask).toBeLessThan(names.indexOf('Continue with email'))
    expect(names[metamask]).toMatch(/MetaMask\s*Installed$/)
  })

  it('default: choosing an installed wallet connects, closes the modal and shows the account', async () => {
    const { airlock, user, adapter } = setup()
    act(() => airlock.open())
    await user.click(await within(await findViewDialog('Connect Wallet')).findByRole('button', { name: /MetaMask/ }))
    // Connecting loads the connection's and the adapter's code first, slow to compile under load.
    await waitFor(() => expect(airlock.modal.state.open).toBe(false), { timeout: 10_000 })
    expect(adapter.connect).toHaveBeenCalledWith('io.metamask', mainnet)
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ status: 'connected', caipAddress: 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' })
    expect(await screen.findByRole('button', { name: /Account 0xd8dA…6045/ })).toBeTruthy()
    await waitFor(() => expect(airlock.chain.state.accounts.eip155?.balance).toBe('1.234'))
  })

  it('error: a rejection in the wallet shows the declined state and Try again connects', async () => {
    const { airlock, user, adapter } = setup()
    ;(adapter.connect as unknown as { mockRejectedValueOnce(value: unknown): void }).mockRejectedValueOnce({ code: 4001 })
    act(() => airlock.open())
    await user.click(await within(await findViewDialog('Connect Wallet')).findByRole('button', { name: /MetaMask/ }))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(airlock.chain.state.accounts.eip155?.status).toBe('disconnected')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(airlock.chain.state.accounts.eip155?.status).toBe('connected'))
  })

  it('rule recent wallets: the last connected wallets are remembered, at most two', async () => {
    const { airlock } = setup()
    const connection = await airlock.connection()
    for (const name of ['One', 'Two', 'Three']) {
      await connection.connect({ id: name.toLowerCase(), name, namespace: 'eip155' })
    }
    expect(airlock.wallets.state.recent.map((wallet) => wallet.name)).toEqual(['Three', 'Two'])
    expect(JSON.parse(localStorage.getItem('airlock:recentWallets')!)).toHaveLength(2)
  })

  it('behavior: a wallet on a network the app does not support leads to the UnsupportedChain view', async () => {
    const { airlock, user, adapter } = setup({ chainId: 10 })
    act(() => airlock.open())
    await user.click(await within(await findViewDialog('Connect Wallet')).findByRole('button', { name: /MetaMask/ }))
    expect(await screen.findByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
    expect(airlock.chain.state.unsupportedCaipNetworkId).toBe('eip155:10')
    await user.click(screen.getByRole('button', { name: /Airlock Devnet/ }))
    expect(adapter.switchNetwork).toHaveBeenCalledWith(airlockDevnet)
    expect(await screen.findByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(airlock.router.state.view).toBe('Account')
    expect(airlock.chain.state.unsupportedCaipNetworkId).toBeUndefined()
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:31337')
  })
})

describe('the Account view', () => {
  async function connected() {
    const rendered = setup()
    const connection = await rendered.airlock.connection()
    await connection.connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    act(() => rendered.airlock.open())
    // The view's own content, not just the header, which names the view before it loads.
    await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 3000 })
    return rendered
  }

  it('default: address, balance floored to 3 decimals, explorer link and network', async () => {
    await connected()
    expect((await screen.findByTestId('account-balance')).textContent).toBe('1.234 ETH')
    expect(within(screen.getByRole('dialog')).getByText('0xd8dA…6045')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Block Explorer/ }).getAttribute('href')).toBe(
      'https://etherscan.io/address/0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    )
    expect(screen.getByRole('button', { name: 'Network Ethereum, switch network' })).toBeTruthy()
  })

  it('behavior: switching network through the Networks view asks the wallet and goes back', async () => {
    const { user, adapter, airlock } = await connected()
    await user.click(screen.getByRole('button', { name: 'Network Ethereum, switch network' }))
    const networks = await screen.findByRole('group', { name: 'Networks' })
    expect(within(networks).getByRole('button', { name: /Ethereum/ }).getAttribute('aria-current')).toBe('true')
    await user.click(within(networks).getByRole('button', { name: /Airlock Devnet/ }))
    expect(adapter.switchNetwork).toHaveBeenCalledWith(airlockDevnet)
    expect(await screen.findByRole('button', { name: 'Network Airlock Devnet, switch network' })).toBeTruthy()
    expect(airlock.chain.state.accounts.eip155?.caipAddress).toBe('eip155:31337:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
  })

  it('error: a declined switch keeps the view and says so', async () => {
    const { user, adapter, airlock } = await connected()
    ;(adapter.switchNetwork as unknown as { mockRejectedValueOnce(value: unknown): void }).mockRejectedValueOnce({ code: 4001 })
    act(() => airlock.router.push('Networks'))
    await user.click(await screen.findByRole('button', { name: /Airlock Devnet/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:1')
  })

  it('behavior: Disconnect ends the session, forgets it and closes the modal', async () => {
    const { user, adapter, airlock } = await connected()
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(airlock.modal.state.open).toBe(false))
    expect(adapter.disconnect).toHaveBeenCalled()
    expect(airlock.chain.state.accounts.eip155).toBeUndefined()
    expect(localStorage.getItem('airlock:connection')).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('behavior: the wallet switching accounts or disconnecting updates the app', async () => {
    const { emit, airlock } = await connected()
    act(() => emit('accountsChanged', { address: '0x000000000000000000000000000000000000dEaD' }))
    expect(await within(screen.getByRole('dialog')).findByText('0x0000…dEaD')).toBeTruthy()
    act(() => emit('disconnect', undefined))
    await waitFor(() => expect(airlock.chain.state.accounts.eip155).toBeUndefined())
  })
})
