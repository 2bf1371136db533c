// The built-in adapters and connectors: the one list a new one is added to. Each manifest is
// small and loads with the host's start-up code; the adapter's own code loads on first use.
import type { AdapterDescriptor, ConnectorDescriptor } from 'airlock/kit'
import { embeddedManifest } from './embedded/manifest.js'
import { evmManifest } from './evm/manifest.js'
import { solanaManifest } from './solana/manifest.js'
import { walletConnectManifest } from './walletconnect/manifest.js'

// Kept in the built declarations too, so a host's compiler sees their names, views and keys.
export type {} from './embedded/manifest.js'
export type {} from './evm/manifest.js'
export type {} from './solana/manifest.js'
export type {} from './walletconnect/manifest.js'

/** The built-in chain adapters, by the name `config.adapters` knows them by. */
export const builtinAdapters: Readonly<Record<string, AdapterDescriptor>> = {
  evm: evmManifest,
  solana: solanaManifest,
}

/** The built-in connectors, by the name `config.connectors` knows them by. */
export const builtinConnectors: Readonly<Record<string, ConnectorDescriptor>> = {
  walletconnect: walletConnectManifest,
  embedded: embeddedManifest,
}
