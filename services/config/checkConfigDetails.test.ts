import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../kernel/errors/ConfigError.js'
import { checkConfigDetails } from './checkConfigDetails.js'

const connectors = [{ name: 'pairing', connector: async () => () => ({ restore: async () => undefined }), config: { relayUrl: 'url', manualWalletConnect: 'flag' } } as const]

function errorOf(config: Record<string, unknown>): ConfigError {
  try {
    checkConfigDetails({ projectId: 'p', ...config }, connectors)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected checkConfigDetails to throw')
}

describe('checkConfigDetails', () => {
  it('default: a config of good values passes', () => {
    expect(() =>
      checkConfigDetails(
        {
          metadata: { name: 'App', description: '', url: 'https://app.example', icons: ['https://app.example/icon.png'] },
          themeMode: 'dark',
          themeVariables: { '--airlock-accent': '#0af', '--airlock-radius': 8 },
          apiUrl: 'https://api.example',
          relayUrl: 'wss://relay.example',
          manualWalletConnect: true,
          messages: { 'button.connect': 'Sign in' },
          featuredWalletIds: ['io.metamask'],
        },
        connectors,
      ),
    ).not.toThrow()
  })

  it('error: a bad theme mode, URL, theme variable, message map and flag name the field', () => {
    expect(errorOf({ themeMode: 'blue' }).message).toBe('Invalid Airlock config: themeMode: expected one of "light", "dark"')
    expect(errorOf({ apiUrl: 'api.example' }).message).toBe('Invalid Airlock config: apiUrl: must be an absolute URL')
    expect(errorOf({ relayUrl: 'relay.example' }).message).toBe('Invalid Airlock config: relayUrl: must be an absolute URL')
    expect(errorOf({ themeVariables: { color: 'red' } }).field).toBe('themeVariables.color')
    expect(errorOf({ themeVariables: { '--airlock-accent': {} } }).message).toBe('Invalid Airlock config: themeVariables.--airlock-accent: expected string or number')
    expect(errorOf({ messages: { 'button.connect': 1 } }).field).toBe('messages')
    expect(errorOf({ analytics: 'yes' }).message).toBe('Invalid Airlock config: analytics: expected boolean')
    expect(errorOf({ manualWalletConnect: 1 }).field).toBe('manualWalletConnect')
    expect(errorOf({ excludeWalletIds: [1] }).field).toBe('excludeWalletIds.0')
  })

  it('error: metadata needs a name and an absolute URL, and nothing else', () => {
    expect(errorOf({ metadata: { url: 'https://app.example' } }).message).toBe('Invalid Airlock config: metadata.name: required')
    expect(errorOf({ metadata: { name: 'App', url: 'app' } }).field).toBe('metadata.url')
    expect(errorOf({ metadata: { name: 'App', url: 'https://app.example', icons: ['icon.png'] } }).field).toBe('metadata.icons.0')
    expect(errorOf({ metadata: { name: 'App', url: 'https://app.example', colour: 'red' } }).message).toBe('Invalid Airlock config: metadata.colour: unknown option')
    expect(errorOf({ metadata: 'App' }).message).toBe('Invalid Airlock config: metadata: expected object')
  })
})
