// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { base, mainnet } from 'airlock'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestAccount, renderAirlock } from '../test/helpers/renderAirlock.js'

afterEach(() => localStorage.clear())

describe('AccountButton', () => {
  it("behavior: a session remembered by the last page load shows as connecting, on the network it was left on, from the first render: never as 'Connect Wallet'", async () => {
    localStorage.setItem('airlock:connection', JSON.stringify({ namespace: 'eip155', walletId: 'io.metamask', caipNetworkId: 'eip155:8453' }))
    const { airlock } = renderAirlock({ networks: [mainnet, base] })
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:8453')
    const pending = await screen.findByRole('button', { name: 'Connecting…' })
    expect(pending.getAttribute('aria-busy')).toBe('true')
    expect((pending as HTMLButtonElement).disabled).toBe(true)
    // The wallet is not in this page: the session is forgotten and Connect comes back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy(), { timeout: 5000 })
    expect(airlock.storage.get('connection')).toBeUndefined()
  })

  it('default: a connected account shows its short address and balance and opens Account', async () => {
    const { airlock, user } = renderAirlock()
    connectTestAccount(airlock)
    const button = await screen.findByRole('button', { name: 'Account 0xd8dA…6045' })
    expect(button.textContent).toBe('1.234 ETH0xd8dA…6045')
    await user.click(button)
    expect(airlock.router.state.view).toBe('Account')
  })

  it('rule theme: with themeMode dark, the account button is drawn dark on the host\'s page, as the modal is', async () => {
    const { airlock } = renderAirlock({ themeMode: 'dark' })
    connectTestAccount(airlock)
    const button = await screen.findByRole('button', { name: 'Account 0xd8dA…6045' })
    expect(button.dataset['theme']).toBe('dark')
    expect([...document.querySelectorAll('style')].some((style) => style.textContent?.includes('.airlock-button[data-variant][data-theme=dark]{background:var(--airlock-button-bg,#1e293b)'))).toBe(true)
  })
})
