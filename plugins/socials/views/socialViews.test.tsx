// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { renderAirlock, testAddress } from '../../../test/helpers/renderAirlock.js'

const frameUrl = 'http://127.0.0.1:8793'

describe('the socials views', () => {
  it('default: Connect shows every provider as one row of logo tiles, in the host’s order, each named for its provider', async () => {
    const { airlock, user } = renderAirlock({ networks: [mainnet], frameUrl, features: { socials: ['github', 'google', 'x', 'discord', 'farcaster'] } })
    act(() => airlock.open())
    const group = await screen.findByRole('group', { name: 'Social logins' }, { timeout: 10_000 })
    const tiles = [...group.querySelectorAll('button')]
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Continue with GitHub', 'Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster (QR code)'])
    // Each shows its name on hover, and is one press from its sign-in.
    expect(tiles.map((tile) => tile.title)).toEqual(tiles.map((tile) => tile.getAttribute('aria-label')))
    expect(screen.queryByRole('button', { name: /^Other/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue with Farcaster (QR code)' }))
    expect(airlock.router.state.view).toBe('ConnectingFarcaster')
  })

  it("rule languages: the tiles are named in the instance's language (Japanese); a single provider keeps its row", async () => {
    const { airlock } = renderAirlock({ networks: [mainnet], frameUrl, locale: 'ja', features: { socials: ['discord', 'farcaster'] } })
    act(() => airlock.open())
    const group = await screen.findByRole('group', { name: 'ソーシャルログイン' }, { timeout: 10_000 })
    expect([...group.querySelectorAll('button')].map((tile) => tile.getAttribute('aria-label'))).toEqual(['Discordで続ける', 'Farcasterで続ける（QRコード）'])
    act(() => airlock.close())
    const one = renderAirlock({ networks: [mainnet], frameUrl, features: { socials: ['github'] } })
    act(() => one.airlock.open())
    expect((await screen.findByRole('button', { name: 'Continue with GitHub' }, { timeout: 10_000 })).className).toBe('airlock-list-button')
  })

  it('default: ConnectingFarcaster shows the sign-in link as a QR code and a link while it waits', async () => {
    const { airlock } = renderAirlock({ networks: [mainnet], frameUrl, features: { socials: ['farcaster'] } })
    const url = 'http://127.0.0.1:8795/?channelToken=abc'
    // The channel is open and the person has not answered yet (the controller's own tests cover the rest).
    const socials = await airlock.plugins.api('socials')
    const leave = vi.spyOn(socials, 'leaveFarcaster').mockImplementation(() => {})
    vi.spyOn(socials, 'signInWithFarcaster').mockImplementation(async () => {
      Object.assign(socials.state, { provider: 'farcaster', step: 'waiting', farcasterUrl: url })
    })
    act(() => airlock.open({ view: 'ConnectingFarcaster' }))
    const qr = await screen.findByRole('img', { name: 'Farcaster sign-in QR code' }, { timeout: 10_000 })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/)
    expect(screen.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(url)
    expect(screen.getByText('Waiting for your approval').getAttribute('role')).toBe('status')
    act(() => airlock.close())
    await vi.waitFor(() => expect(leave).toHaveBeenCalled(), { timeout: 5_000 })
  })

  it('default: Account names the provider and the user name, and its view shows both', async () => {
    const { airlock, user } = renderAirlock({ networks: [mainnet], frameUrl, features: { socials: ['github'] } })
    act(() => {
      airlock.chain.setAccount('eip155', {
        status: 'connected',
        address: testAddress,
        caipAddress: `eip155:1:${testAddress}`,
        connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded', social: 'github' },
        socialProvider: 'github',
        user: { username: 'octocat' },
      })
      airlock.open()
    })
    await user.click(await screen.findByRole('button', { name: 'GitHub · octocat' }))
    expect((await screen.findByTestId('social-username')).textContent).toBe('octocat')
    expect(screen.getByText('GitHub')).toBeTruthy()
  })
})
