import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/ConfigError.js'
import { base, mainnet } from '../../chains/networks/evmNetworks.js'
import { solana } from '../../chains/networks/otherNetworks.js'
import { builtinFeatures } from '../../plugins/index.js'
import { parseConfig as parseWith } from './parseConfig.js'

// The config as createAirlock parses it: with the built-in features' manifests.
const parseConfig = (input: unknown) => parseWith(input, { features: builtinFeatures, keys: {} })

function errorOf(input: unknown): ConfigError {
  try {
    parseConfig(input)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected parseConfig to throw')
}

describe('parseConfig', () => {
  it('default: fills every option, with eip155:1 as the default network', () => {
    const config = parseConfig({ projectId: 'demo' })
    expect(config.networks).toEqual([mainnet])
    expect(config.defaultNetwork).toBe('eip155:1')
    expect(config.themeMode).toBe('light')
    // Built-in features are on; those whose plugin does not exist yet are off until it lands.
    expect(config.features).toEqual({
      activity: true,
      send: true,
      receive: true,
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      pay: false,
      siwx: false,
      names: false,
    })
    expect(config.enableEmbedded).toBe(false)
    expect(config.analytics).toBe(false)
    expect(config.plugins).toEqual([])
  })

  it('behavior: default network is eip155:1 when listed, else the first network', () => {
    expect(parseConfig({ projectId: 'p', networks: [base, mainnet] }).defaultNetwork).toBe('eip155:1')
    expect(parseConfig({ projectId: 'p', networks: [solana, base] }).defaultNetwork).toBe(solana.caipNetworkId)
  })

  it('behavior: socials false (or an empty list) hides social login; true offers every provider', () => {
    expect(parseConfig({ projectId: 'p', features: { socials: false } }).features.socials).toBe(false)
    expect(parseConfig({ projectId: 'p', features: { socials: [] } }).features.socials).toBe(false)
    expect(parseConfig({ projectId: 'p', features: { socials: true } }).features.socials).toContain('google')
    expect(parseConfig({ projectId: 'p', features: { socials: ['github'] } }).features.socials).toEqual(['github'])
  })

  it('behavior: a feature is switched by true and false; one left out takes its default', () => {
    expect(parseConfig({ projectId: 'p', features: { send: false, pay: true } }).features).toMatchObject({ send: false, pay: true, receive: true })
  })

  it('error: an unknown feature is named', () => {
    const error = errorOf({ projectId: 'p', features: { sned: true } })
    expect(error.field).toBe('features.sned')
    expect(error.message).toBe('Invalid Airlock config: features.sned: unknown option')
  })

  it('error: a feature without options takes only true or false', () => {
    expect(errorOf({ projectId: 'p', features: { send: 'yes' } }).message).toBe('Invalid Airlock config: features.send: expected boolean')
  })

  it('error: a missing projectId names the field', () => {
    const error = errorOf({})
    expect(error.field).toBe('projectId')
    expect(error.message).toBe('Invalid Airlock config: projectId: expected string')
  })

  it('error: an empty projectId says why', () => {
    expect(errorOf({ projectId: '' }).message).toBe('Invalid Airlock config: projectId: must be a non-empty string')
  })

  it('error: an unknown social provider names the list index', () => {
    const error = errorOf({ projectId: 'p', features: { socials: ['google', 'myspace'] } })
    expect(error.field).toBe('features.socials.1')
    expect(error.message).toContain('expected one of "google"')
  })

  it('error: an unknown option is named', () => {
    const error = errorOf({ projectId: 'p', featurs: {} })
    expect(error.field).toBe('featurs')
    expect(error.message).toBe('Invalid Airlock config: featurs: unknown option')
  })

  it('error: a bad theme mode, URL, theme variable and network', () => {
    expect(errorOf({ projectId: 'p', themeMode: 'blue' }).field).toBe('themeMode')
    expect(errorOf({ projectId: 'p', apiUrl: 'api.example' }).message).toBe(
      'Invalid Airlock config: apiUrl: must be an absolute URL',
    )
    expect(errorOf({ projectId: 'p', themeVariables: { color: 'red' } }).field).toBe('themeVariables.color')
    expect(errorOf({ projectId: 'p', networks: [{ id: 1 }] }).field).toBe('networks.0')
    expect(errorOf({ projectId: 'p', networks: [] }).message).toContain('must list at least one network')
  })

  it('error: a default network outside the list', () => {
    const error = errorOf({ projectId: 'p', networks: [base], defaultNetwork: 'eip155:1' })
    expect(error.field).toBe('defaultNetwork')
    expect(error.message).toContain('eip155:1 is not among networks (eip155:8453)')
  })

  it('error: a non-object config', () => {
    expect(errorOf(null).message).toBe('Invalid Airlock config: config: expected an object')
  })

  it('error: a plugin that is not a plugin', () => {
    expect(errorOf({ projectId: 'p', plugins: [42] }).field).toBe('plugins.0')
  })
})
