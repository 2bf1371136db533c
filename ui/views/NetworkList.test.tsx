// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { base, mainnet, sepolia, solana } from 'airlock'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestAccount, renderAirlock } from '../../test/helpers/renderAirlock.js'

afterEach(() => cleanup())

async function openNetworks() {
  const rendered = renderAirlock({ networks: [mainnet, solana], apiUrl: 'https://api.example.com' })
  connectTestAccount(rendered.airlock)
  act(() => {
    rendered.airlock.chain.state.accounts.eip155!.connectedWalletInfo = { name: 'MetaMask' }
    rendered.airlock.open({ view: 'Networks' })
  })
  const group = await screen.findByRole('group', { name: 'Networks' })
  return { ...rendered, group }
}

describe('NetworkList', () => {
  it('behavior: a network the connected wallet cannot serve is explained before anything changes', async () => {
    const { airlock, user, group } = await openNetworks()
    await user.click(within(group).getByRole('button', { name: /Solana/ }))
    const notice = await screen.findByRole('alertdialog', { name: 'MetaMask does not support Solana' })
    expect(notice.textContent).toContain('Connect another wallet for Solana. MetaMask stays connected for its own networks.')
    expect(document.activeElement?.textContent).toBe('MetaMask does not support Solana')
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:1')
    expect(airlock.chain.state.accounts.eip155?.status).toBe('connected')

    await user.click(within(notice).getByRole('button', { name: 'Stay on the current network' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:1')
  })

  it('behavior: choosing to connect another wallet switches the network and opens Connect, keeping the EVM wallet', async () => {
    const { airlock, user, group } = await openNetworks()
    await user.click(within(group).getByRole('button', { name: /Solana/ }))
    await user.click(await screen.findByRole('button', { name: 'Connect a wallet for Solana' }))
    await waitFor(() => expect(airlock.router.state.view).toBe('Connect'))
    expect(airlock.chain.state.activeCaipNetworkId).toBe(solana.caipNetworkId)
    expect(airlock.chain.state.accounts.eip155?.status).toBe('connected')
  })

  it('default: each network row shows the API\'s logo for it', async () => {
    const { group } = await openNetworks()
    const images = [...group.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(images).toEqual([
      expect.stringMatching(/\/public\/getAssetImage\/eip155%3A1(\?|$)/),
      expect.stringMatching(new RegExp(`/public/getAssetImage/${encodeURIComponent(solana.caipNetworkId)}(\\?|$)`)),
    ])
  })

  it('rule reach: networks the connection cannot reach are set apart, not offered, under a line saying why; those it reaches stay', async () => {
    const rendered = renderAirlock({ networks: [mainnet, base, sepolia], apiUrl: 'https://api.example.com' })
    connectTestAccount(rendered.airlock)
    act(() => {
      Object.assign(rendered.airlock.chain.state.accounts.eip155!, { connectedWalletInfo: { name: 'ada@example.com', identifier: 'embedded' }, caipNetworkIds: ['eip155:1', 'eip155:8453'] })
      rendered.airlock.open({ view: 'Networks' })
    })
    const group = await screen.findByRole('group', { name: 'Networks' })
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Ethereum Active', 'Base'])
    const apart = screen.getByRole('group', { name: 'Not available with ada@example.com' })
    expect(apart.textContent).toContain('It can’t reach these networks in this app. To use one, connect a wallet that can.')
    const sepoliaRow = within(apart).getByRole('button', { name: /Sepolia/ })
    expect((sepoliaRow as HTMLButtonElement).disabled).toBe(true)
    expect(sepoliaRow.getAttribute('aria-describedby')).toBe(apart.getAttribute('aria-describedby'))
  })

  it('error: asked for a network the connection cannot reach, the switch is refused without asking the wallet', async () => {
    const { airlock } = renderAirlock({ networks: [mainnet, sepolia] })
    connectTestAccount(airlock)
    Object.assign(airlock.chain.state.accounts.eip155!, { caipNetworkIds: ['eip155:1'], connectedWalletInfo: { name: 'ada@example.com' } })
    await expect(airlock.switchNetwork(sepolia)).rejects.toMatchObject({ code: 'UNRECOGNIZED_CHAIN' })
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:1')
  })
})
