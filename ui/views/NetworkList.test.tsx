// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { mainnet, solana } from 'airlock'
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
})
