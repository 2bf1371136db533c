import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'

describe('siwxManifest', { timeout: 30_000 }, () => {
  it('error: SPEC §8 sign-in is off, and airlock.siwx says \'SIWX is not enabled\'', async () => {
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet] })
    expect(airlock.config.features.siwx).toBe(false)
    await expect(airlock.siwx.getSessions()).rejects.toMatchObject({ code: 'SIWX_NOT_ENABLED', shortMessage: 'SIWX is not enabled' })
  })

  it('behavior: the plugin loads only once an account connects (loadOn account:connected)', async () => {
    const fake = createFakeAdapter()
    const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet], features: { siwx: true } })
    airlock.logger.level = 'silent'
    const loaded: string[] = []
    airlock.bus.on('plugin:loaded', ({ name }) => loaded.push(name))
    airlock.bus.emit('modal:open', { view: 'Connect', connected: false })
    await airlock.connection()
    expect(loaded).not.toContain('siwx')
    await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
    await vi.waitFor(() => expect(loaded).toContain('siwx'), { timeout: 20_000 })
    expect(await airlock.siwx.getSessions()).toEqual([])
  })
})
