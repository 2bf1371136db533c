import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/ConfigError.js'
import { base, mainnet } from '../../chains/networks/evmNetworks.js'
import { solana } from '../../chains/networks/otherNetworks.js'
import type { ConfigSources } from './parseConfig.js'
import { parseConfig as parseWith } from './parseConfig.js'

// Features and a connector as manifests describe them: one switched on by default, one off,
// one with options of its own; a connector adding two top-level keys. (The built-in ones are
// checked with their manifests, in plugins/ and adapters/.)
const sources: ConfigSources = {
  features: [
    { name: 'toggle' },
    { name: 'later', enabled: false },
    { name: 'choices', enabled: false, options: z._default(z.array(z.custom((value) => value === 'a' || value === 'b', 'expected "a" or "b"')), ['a', 'b']) },
  ],
  connectors: { pairing: { name: 'pairing', connector: async () => () => ({ restore: async () => undefined }), config: { relayUrl: 'url', manualWalletConnect: 'flag' } } },
}
const parseConfig = (input: unknown) => parseWith(input, sources)

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
    expect(config.features as unknown).toEqual({ toggle: true, later: false, choices: false })
    expect(config.enableEmbedded).toBe(false)
    expect(config.analytics).toBe(false)
    expect(config.plugins).toEqual([])
    expect(config.manualWalletConnect).toBe(false)
    expect(config.relayUrl).toBeUndefined()
  })

  it('behavior: default network is eip155:1 when listed, else the first network', () => {
    expect(parseConfig({ projectId: 'p', networks: [base, mainnet] }).defaultNetwork).toBe('eip155:1')
    expect(parseConfig({ projectId: 'p', networks: [solana, base] }).defaultNetwork).toBe(solana.caipNetworkId)
  })

  it('behavior: a feature is switched by true and false; one left out takes its default', () => {
    expect(parseConfig({ projectId: 'p', features: { toggle: false, later: true } }).features as unknown).toEqual({ toggle: false, later: true, choices: false })
  })

  it('behavior: a feature with options keeps the host’s value for its schema (checked with its details); false or an empty list switches it off', () => {
    const choices = (value: unknown) => (parseConfig({ projectId: 'p', features: { choices: value } }).features as Record<string, unknown>).choices
    expect(choices(['b'])).toEqual(['b'])
    expect(choices(['a', 'c'])).toEqual(['a', 'c'])
    expect(choices(true)).toBe(true)
    expect(choices(false)).toBe(false)
    expect(choices([])).toBe(false)
  })

  it('behavior: a host’s plugin with a name is a feature too', () => {
    const greeter = { name: 'greeter', options: z._default(z.object({ greeting: z._default(z.string(), 'Hello') }), { greeting: 'Hello' }) }
    const config = parseConfig({ projectId: 'p', plugins: [greeter], features: { greeter: { greeting: 'Hi' } } })
    expect((config.features as Record<string, unknown>).greeter).toEqual({ greeting: 'Hi' })
    expect((parseConfig({ projectId: 'p', plugins: [greeter], features: { greeter: false } }).features as Record<string, unknown>).greeter).toBe(false)
  })

  it('behavior: a connector’s keys are config keys', () => {
    const config = parseConfig({ projectId: 'p', relayUrl: 'wss://relay.example', manualWalletConnect: true })
    expect(config.relayUrl).toBe('wss://relay.example')
    expect(config.manualWalletConnect).toBe(true)
    expect(parseConfig({ projectId: 'p' }).manualWalletConnect).toBe(false)
  })

  it('error: a missing projectId names the field', () => {
    const error = errorOf({})
    expect(error.field).toBe('projectId')
    expect(error.message).toBe('Invalid Airlock config: projectId: required')
  })

  it('error: an empty projectId says why', () => {
    expect(errorOf({ projectId: '' }).message).toBe('Invalid Airlock config: projectId: must be a non-empty string')
  })

  it('error: an unknown option is named', () => {
    const error = errorOf({ projectId: 'p', featurs: {} })
    expect(error.field).toBe('featurs')
    expect(error.message).toBe('Invalid Airlock config: featurs: unknown option')
  })

  it('error: an unknown feature is named', () => {
    const error = errorOf({ projectId: 'p', features: { toggel: true } })
    expect(error.field).toBe('features.toggel')
    expect(error.message).toBe('Invalid Airlock config: features.toggel: unknown option')
  })

  it('error: a feature without options takes only true or false', () => {
    expect(errorOf({ projectId: 'p', features: { toggle: 'yes' } }).message).toBe('Invalid Airlock config: features.toggle: expected boolean')
    expect(errorOf({ projectId: 'p', features: { toggle: {} } }).field).toBe('features.toggle')
  })

  it('error: a bad network, and a list without one', () => {
    expect(errorOf({ projectId: 'p', networks: [{ id: 1 }] }).field).toBe('networks.0')
    expect(errorOf({ projectId: 'p', networks: [] }).message).toContain('must list at least one network')
  })

  it('error: what start-up reads has the type it reads: apiUrl and locale are strings', () => {
    expect(errorOf({ projectId: 'p', apiUrl: 42 }).message).toBe('Invalid Airlock config: apiUrl: expected string')
    expect(errorOf({ projectId: 'p', locale: ['ja'] }).message).toBe('Invalid Airlock config: locale: expected string')
  })

  it('behavior: the rarer keys only get their defaults here (checkConfigDetails checks them with the modal)', () => {
    const config = parseConfig({ projectId: 'p', themeMode: 'blue', apiUrl: 'api.example', metadata: { name: 'App', url: 'https://app.example' } })
    expect(config.themeMode as string).toBe('blue')
    expect(config.apiUrl).toBe('api.example')
    expect(config.metadata).toEqual({ name: 'App', url: 'https://app.example', description: '', icons: [] })
    expect(config.themeVariables).toEqual({})
  })

  it('error: a default network outside the list', () => {
    const error = errorOf({ projectId: 'p', networks: [base], defaultNetwork: 'eip155:1' })
    expect(error.field).toBe('defaultNetwork')
    expect(error.message).toContain('eip155:1 is not among networks (eip155:8453)')
  })

  it('error: a non-object config', () => {
    expect(errorOf(null).message).toBe('Invalid Airlock config: config: expected an object')
  })

  it('error: a plugin that is not a plugin, and two plugins of one name', () => {
    expect(errorOf({ projectId: 'p', plugins: [42] }).field).toBe('plugins.0')
    expect(errorOf({ projectId: 'p', plugins: [{ name: 'x' }, { name: 'x' }] }).message).toBe('Invalid Airlock config: plugins: Two plugins are named "x"')
  })
})
