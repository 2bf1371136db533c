// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { renderAirlock, testAddress } from '../../../test/helpers/renderAirlock.js'

const frameUrl = 'http://127.0.0.1:8793'

describe('the socials views', () => {
  it('default: Connect shows the first providers and Other, which lists the rest in the host’s order', async () => {
    const { airlock, user } = renderAirlock({ networks: [mainnet], frameUrl, features: { socials: ['github', 'google', 'x', 'discord', 'farcaster'] } })
    act(() => airlock.open())
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with X' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with Discord' })).toBeNull()
    await user.click(screen.getByRole('button', { name: /^Other/ }))
    await screen.findByRole('dialog', { name: 'Other sign-in options' })
    const buttons = await screen.findAllByRole('button', { name: /^Continue with/ })
    expect(buttons.map((button) => button.textContent?.replace(/QR code$/, '').trim())).toEqual(['Continue with Discord', 'Continue with Farcaster'])
  })

  it("rule languages: Other lists the rest in the instance's language (Japanese)", async () => {
    const { airlock } = renderAirlock({ networks: [mainnet], frameUrl, locale: 'ja', features: { socials: ['github', 'google', 'x', 'discord', 'farcaster'] } })
    act(() => airlock.open({ view: 'SocialOther' }))
    await screen.findByRole('dialog', { name: 'その他のサインイン方法' }, { timeout: 10_000 })
    const buttons = await screen.findAllByRole('button', { name: /で続ける/ })
    expect(buttons.map((button) => button.textContent)).toEqual(['Discordで続ける', 'Farcasterで続ける QRコード'])
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
