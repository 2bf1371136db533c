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
  it('default: activity, send, receive, email, onramp (without the Connect entry), pay and names (suffix .airlock.id) are on; features whose plugin does not exist yet are off until it lands', () => {
    expect(createAirlock({ projectId: 'p' }).config.features).toEqual({
      activity: true,
      send: true,
      receive: true,
      socials: false,
      email: true,
      swaps: false,
      onramp: { connectMethod: false },
      pay: true,
      siwx: false,
      names: { suffix: '.airlock.id' },
    })
  })

  it('behavior: switching on a feature whose plugin does not exist yet warns once, naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const airlock = createAirlock({ projectId: 'p', features: { swaps: true, socials: ['google'], send: false } })
    expect(warn.mock.calls).toEqual([['[airlock] features.swaps: not available yet']])
    expect(airlock.config.features).toMatchObject({ swaps: true, socials: ['google'], send: false })
    expect(airlock.plugins.contributions('accountAction').map((action) => action.id)).toEqual(['receive', 'buy'])
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
