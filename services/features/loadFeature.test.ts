import { createAirlock, mainnet } from 'airlock'
import { describe, expect, test } from 'vitest'
import { loadFeature } from './loadFeature.js'

const setup = (config: Record<string, unknown> = {}) => {
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet], headless: true, ...config })
  airlock.logger.level = 'silent'
  return airlock
}

describe('loadFeature', () => {
  test("default: a feature's api by name is the controller its views use, set up once, with the modal never opened", async () => {
    const airlock = setup()
    const names = await loadFeature(airlock, 'names')
    expect(names).toBe(await loadFeature(airlock, 'names'))
    // The names controller: its label rule runs with no view around it.
    expect(names.toLabel('  Ada  ')).toBe('ada')
    expect(typeof names.register).toBe('function')
    expect(airlock.modal.state.open).toBe(false)
  })

  test("behavior: a feature resolves with its words loaded, so its first error reads as the person's text, not a message id", async () => {
    const airlock = setup({ locale: 'de' })
    const send = await loadFeature(airlock, 'send')
    const error = send.errorOf({ error: { field: 'amount', id: 'send.error.zero' } })
    expect(error).toMatchObject({ code: 'send.error.zero', field: 'amount' })
    expect(error!.message).not.toBe('send.error.zero')
    expect(error!.message).toBe(airlock.i18n.t((await import('../../plugins/send/messages?catalogs')).default, 'send.error.zero'))
  })

  test('behavior: `wallets` is the wallet list Connect shows, one per instance', async () => {
    const airlock = setup()
    const wallets = await loadFeature(airlock, 'wallets')
    expect(wallets).toBe(await loadFeature(airlock, 'wallets'))
    expect(wallets).not.toBe(await loadFeature(setup(), 'wallets'))
  })

  test('error: a feature the config switched off rejects with FEATURE_OFF naming it; an unknown one with PLUGIN_LOAD_FAILED', async () => {
    const airlock = setup({ features: { names: false } })
    await expect(loadFeature(airlock, 'names')).rejects.toMatchObject({ code: 'FEATURE_OFF', message: expect.stringContaining('features.names') })
    await expect(loadFeature(airlock, 'nothing' as never)).rejects.toMatchObject({ code: 'PLUGIN_LOAD_FAILED' })
  })
})

describe('headless', () => {
  test("rule headless: with headless set, opening the modal does nothing (a host's own UI stands in)", () => {
    const airlock = setup()
    const opened: unknown[] = []
    airlock.bus.on('modal:open', (event) => opened.push(event))
    airlock.modal.open()
    airlock.modal.open({ view: 'Connect' })
    expect(airlock.modal.state.open).toBe(false)
    expect(opened).toEqual([])
  })
})
