import { createAirlock, mainnet } from 'airlock'
import { describe, expect, test } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'

describe('onramp details', () => {
  test('default: Account gains Buy; the Connect view lists nothing of the onramp', async () => {
    const airlock = createAirlock({ projectId: 'p' })
    await airlock.plugins.prepare()
    expect(airlock.plugins.contributions('accountAction').map((a) => a.id)).toContain('buy')
    expect(airlock.plugins.contributions('connectMethod').map((a) => a.id)).not.toContain('buy')
  })

  test('behavior: with connectMethod, Connect lists "Buy crypto" of the wallet kind, opening Buy', async () => {
    const airlock = createAirlock({ projectId: 'p', features: { onramp: { connectMethod: true } } })
    await airlock.plugins.prepare()
    expect(airlock.plugins.contributions('connectMethod').filter((a) => a.id === 'buy')).toEqual([
      expect.objectContaining({ method: 'wallet', label: 'Buy crypto', view: 'Buy' }),
    ])
    expect(airlock.plugins.contributions('accountAction').map((a) => a.id)).toContain('buy')
  })

  test('error: an option the onramp does not know is refused, naming it', async () => {
    const airlock = createAirlock({ projectId: 'p', features: { onramp: { connectMethods: true } as never } })
    airlock.logger.level = 'silent'
    await expect(airlock.plugins.load('onramp')).rejects.toThrow('Invalid Airlock config: features.onramp.connectMethods: unknown option')
    expect(airlock.plugins.contributions('accountAction').map((a) => a.id)).not.toContain('buy')
  })

  test('behavior: connecting from Buy comes back to Buy', async () => {
    const fake = createFakeAdapter()
    const airlock = createAirlock({ projectId: 'p', adapters: [fake.descriptor], networks: [mainnet] })
    airlock.logger.level = 'silent'
    const onramp = await airlock.plugins.api('onramp')
    airlock.open({ view: 'Buy' })
    onramp.connect()
    expect(airlock.router.state.view).toBe('Connect')
    await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    expect(airlock.router.state.view).toBe('Buy')
  })
})
