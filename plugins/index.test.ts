import { createAirlock, type ConfigError } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'

function errorOf(features: Record<string, unknown>): ConfigError {
  try {
    createAirlock({ projectId: 'p', features })
  } catch (error) {
    return error as ConfigError
  }
  throw new Error('expected createAirlock to throw')
}

// A feature whose options schema comes with its details is checked when they load (the
// modal's prefetch, or the feature's own load): the same ConfigError, from the feature's load.
async function optionErrorOf(name: 'swaps' | 'socials' | 'onramp' | 'names' | 'pay', features: Record<string, unknown>): Promise<ConfigError> {
  const airlock = createAirlock({ projectId: 'p', features })
  airlock.logger.level = 'silent'
  return airlock.plugins.load(name).then(
    () => {
      throw new Error(`expected the ${name} feature to be refused`)
    },
    (error: unknown) => error as ConfigError,
  )
}

// The config once every feature's details are here.
async function prepared(features?: Record<string, unknown>) {
  const airlock = createAirlock({ projectId: 'p', ...(features && { features }) })
  await airlock.plugins.prepare()
  return airlock
}

afterEach(() => vi.restoreAllMocks())

describe('the built-in features', () => {
  it('default: activity, send, receive, email, onramp (without the Connect entry), swaps (0.5 % slippage), pay, permissions and names (suffix .airlock.id) are on', async () => {
    expect(createAirlock({ projectId: 'p' }).config.features).toMatchObject({ swaps: true, onramp: true, names: true, socials: false, siwx: false })
    expect((await prepared()).config.features).toEqual({
      activity: true,
      send: true,
      receive: true,
      socials: false,
      email: true,
      swaps: { slippage: 0.5 },
      onramp: { connectMethod: false },
      pay: true,
      siwx: false,
      names: { suffix: '.airlock.id' },
      permissions: true,
    })
  })

  it('behavior: every built-in feature has its code, so switching one on warns about nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const airlock = await prepared({ swaps: true, socials: ['google'], send: false })
    expect(warn).not.toHaveBeenCalled()
    expect(airlock.config.features).toMatchObject({ swaps: { slippage: 0.5 }, socials: ['google'], send: false })
    // Swap and "Choose a name" show where their feature says so (`when`); Account decides.
    expect(airlock.plugins.contributions('accountAction').map((action) => [action.id, action.when])).toEqual([['receive', undefined], ['buy', undefined], ['swap', 'swapsSupported'], ['names', 'canChooseName']])
  })

  it('behavior: swaps takes true, false or its slippage in percent (0–50); Swap is an account action', async () => {
    const swaps = async (value: unknown) => (await prepared({ swaps: value })).config.features.swaps
    expect(await Promise.all([swaps(true), swaps(false), swaps({ slippage: 1 }), swaps({})])).toEqual([{ slippage: 0.5 }, false, { slippage: 1 }, { slippage: 0.5 }])
    expect((await prepared()).plugins.contributions('accountAction').map((action) => [action.id, action.label, action.view])).toContainEqual(['swap', 'Swap', 'Swap'])
    expect((await optionErrorOf('swaps', { swaps: { slippage: 51 } })).field).toBe('features.swaps.slippage')
    expect((await optionErrorOf('swaps', { swaps: { slipage: 1 } })).message).toBe('Invalid Airlock config: features.swaps.slipage: unknown option')
  })

  it('behavior: socials false (or an empty list) hides social login; true offers every provider', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const socials = async (value: unknown) => (await prepared({ socials: value })).config.features.socials
    expect(await socials(false)).toBe(false)
    expect(await socials([])).toBe(false)
    expect(await socials(true)).toContain('google')
    expect(await socials(['github'])).toEqual(['github'])
  })

  it('error: an unknown social provider names the list index', async () => {
    const error = await optionErrorOf('socials', { socials: ['google', 'myspace'] })
    expect(error.field).toBe('features.socials.1')
    expect(error.message).toContain('expected one of "google"')
  })

  it('error: a feature without options takes only true or false', async () => {
    expect((await optionErrorOf('pay', { pay: { amount: 1 } })).message).toBe('Invalid Airlock config: features.pay: expected boolean')
  })

  it('error: an unknown feature is named', () => {
    expect(errorOf({ sned: true }).message).toBe('Invalid Airlock config: features.sned: unknown option')
  })
})
