import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it } from 'vitest'

async function connectEntries(socials: unknown, frameUrl: string | null = 'http://127.0.0.1:8793') {
  const airlock = createAirlock({ projectId: 'p', networks: [mainnet], ...(frameUrl && { frameUrl }), features: { socials: socials as never } })
  await airlock.plugins.prepare()
  return airlock.plugins
    .contributions('connectMethod')
    .filter((item) => item.method === 'social')
    .map((item) => item.label)
}

describe('socials details', () => {
  it('default: Connect lists the host’s providers in its order, every one of them (the view puts them in one row of tiles)', async () => {
    expect(await connectEntries(['discord', 'github', 'farcaster'])).toEqual(['Continue with Discord', 'Continue with GitHub', 'Continue with Farcaster'])
    expect(await connectEntries(true)).toEqual(['Continue with Google', 'Continue with GitHub', 'Continue with Apple', 'Continue with Facebook', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster'])
  })

  it('behavior: without frameUrl (no embedded wallet) nothing is offered', async () => {
    expect(await connectEntries(['github'], null)).toEqual([])
  })

  it('behavior: a signed-in social user sees the provider, its logo and name on Account, under the address and not among the actions', async () => {
    const airlock = createAirlock({ projectId: 'p', apiUrl: 'http://api.test', networks: [mainnet], frameUrl: 'http://127.0.0.1:8793', features: { socials: ['github'] } })
    await airlock.plugins.prepare()
    airlock.chain.setAccount('eip155', { status: 'connected', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded' }, socialProvider: 'github', user: { username: 'octocat@example.com' } })
    expect(airlock.plugins.contributions('accountIdentity').map((item) => [item.id, item.label, item.icon])).toEqual([['socials', 'GitHub · octocat@example.com', 'github']])
    expect(airlock.plugins.contributions('accountAction').map((item) => item.id)).not.toContain('socials')
  })

  it('behavior: each provider on Connect has its logo from the API', async () => {
    const airlock = createAirlock({ projectId: 'p', apiUrl: 'http://api.test', networks: [mainnet], frameUrl: 'http://127.0.0.1:8793', features: { socials: true } })
    await airlock.plugins.prepare()
    const icons = airlock.plugins.contributions('connectMethod').filter((item) => item.method === 'social').map((item) => item.icon)
    expect(icons).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])
  })
})
