import type { ConnectorDescriptor } from 'airlock'
import { walletConnectManifest } from '../../adapters/walletconnect/manifest.js'
import type { WalletConnectConnector } from '../../adapters/walletconnect/WalletConnectConnector.js'

/**
 * The built-in WalletConnect connector (its views, open rule and config keys) with its
 * protocol client replaced by `connector`, for `createAirlock({ connectors: [...] })`: tests
 * build an instance instead of patching modules. Unset methods pair forever and restore nothing.
 */
export function fakeWalletConnect(connector: Partial<WalletConnectConnector> = {}): ConnectorDescriptor {
  const runtime: WalletConnectConnector = { pair: () => new Promise(() => {}), restore: async () => undefined, ...connector }
  return { ...walletConnectManifest, connector: async () => () => runtime }
}
