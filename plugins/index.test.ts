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

afterEach(() => vi.restoreAllMocks())

describe('the built-in features', () => {
  it('default: activity, send, receive, email, onramp (without the Connect entry), swaps (0.5 % slippage), pay and names (suffix .airlock.id) are on', () => {
    expect(createAirlock({ projectId: 'p' }).config.features).toEqual({
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
    })
  })

  it('behavior: every built-in feature has its code, so switching one on warns about nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const airlock = createAirlock({ projectId: 'p', features: { swaps: true, socials: ['google'], send: false } })
    expect(warn).not.toHaveBeenCalled()
    expect(airlock.config.features).toMatchObject({ swaps: { slippage: 0.5 }, socials: ['google'], send: false })
    // Swap and "Choose a name" show where their feature says so (`when`); Account decides.
    expect(airlock.plugins.contributions('accountAction').map((action) => [action.id, action.when])).toEqual([['receive', undefined], ['buy', undefined], ['swap', 'swapsSupported'], ['names', 'canChooseName']])
  })

  it('behavior: swaps takes true, false or its slippage in percent (0–50); Swap is an account action', () => {
    const swaps = (value: unknown) => createAirlock({ projectId: 'p', features: { swaps: value as never } }).config.features.swaps
    expect([swaps(true), swaps(false), swaps({ slippage: 1 }), swaps({})]).toEqual([{ slippage: 0.5 }, false, { slippage: 1 }, { slippage: 0.5 }])
    const airlock = createAirlock({ projectId: 'p' })
    expect(airlock.plugins.contributions('accountAction').map((action) => [action.id, action.label, action.view])).toContainEqual(['swap', 'Swap', 'Swap'])
    expect(errorOf({ swaps: { slippage: 51 } }).field).toBe('features.swaps.slippage')
    expect(errorOf({ swaps: { slipage: 1 } }).message).toContain('features.swaps.slipage')
  })

  it('behavior: socials false (or an empty list) hides social login; true offers every provider', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const socials = (value: unknown) => createAirlock({ projectId: 'p', features: { socials: value as never } }).config.features.socials
    expect(socials(false)).toBe(false)
    expect(socials([])).toBe(false)
    expect(socials(true)).toContain('google')
    expect(socials(['github'])).toEqual(['github'])
  })

  it('error: an unknown social provider names the list index', () => {
    const error = errorOf({ socials: ['google', 'myspace'] })
    expect(error.field).toBe('features.socials.1')
    expect(error.message).toContain('expected one of "google"')
  })

  it('error: an unknown feature is named', () => {
    expect(errorOf({ sned: true }).message).toBe('Invalid Airlock config: features.sned: unknown option')
  })
})
