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
  it('default: Connect lists the host’s providers in its order when there are four or fewer', async () => {
    expect(await connectEntries(['discord', 'github', 'farcaster'])).toEqual(['Continue with Discord', 'Continue with GitHub', 'Continue with Farcaster'])
    expect(await connectEntries(['x', 'google', 'apple', 'facebook'])).toHaveLength(4)
  })

  it('behavior: past four, the first three show and the rest go behind Other', async () => {
    expect(await connectEntries(true)).toEqual(['Continue with Google', 'Continue with GitHub', 'Continue with Apple', 'Other'])
  })

  it('behavior: without frameUrl (no embedded wallet) nothing is offered', async () => {
    expect(await connectEntries(['github'], null)).toEqual([])
  })

  it('behavior: a signed-in social user sees the provider and name on Account', async () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl: 'http://127.0.0.1:8793', features: { socials: ['github'] } })
    await airlock.plugins.prepare()
    airlock.chain.setAccount('eip155', { status: 'connected', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded' }, socialProvider: 'github', user: { username: 'octocat' } })
    expect(airlock.plugins.contributions('accountAction').filter((item) => item.id === 'socials').map((item) => item.label)).toEqual(['GitHub · octocat'])
  })
})
