import { UniversalProvider } from '@walletconnect/universal-provider'
import type { AirlockConfig } from 'airlock/kit'
import { appMetadata } from './appMetadata.js'
import { isPublicRelay } from './isPublicRelay.js'
import type { WalletConnectClient } from './WalletConnectClient.js'

/** Key-value storage for the client, in place of the browser's (tests, Node). */
export type ClientStorage = NonNullable<Parameters<typeof UniversalProvider.init>[0]['storage']>

/** Options of `createUniversalProvider`. */
export interface ClientOptions {
  /** Default: the browser's IndexedDB. */
  storage?: ClientStorage
  /**
   * Keeps this client's sessions and keys apart from other clients in the same page, which
   * would otherwise share one core. Default: `airlock-{projectId}`, stable across reloads.
   */
  storagePrefix?: string
}

/**
 * Creates the protocol client of one Airlock instance from its config: the configured
 * relay (`config.relayUrl`; without one the client's default, the public network), the
 * project id and app metadata, telemetry off, no pings of RPC URLs, and no wait on the
 * hosted Verify service when the relay is not the public network (nothing there could vouch
 * for the app, and a browser would wait 5 s for it on every proposal and request).
 */
export async function createUniversalProvider(
  config: Pick<AirlockConfig, 'projectId' | 'relayUrl' | 'metadata'>,
  options: ClientOptions = {},
): Promise<WalletConnectClient> {
  const provider = await UniversalProvider.init({
    projectId: config.projectId,
    ...(config.relayUrl && { relayUrl: config.relayUrl }),
    metadata: appMetadata(config),
    telemetryEnabled: false,
    customStoragePrefix: options.storagePrefix ?? `airlock-${config.projectId}`,
    disableProviderPing: true,
    // Failures reach Airlock as rejected promises; the client's own console output would
    // only repeat them.
    logger: 'silent',
    ...(options.storage && { storage: options.storage }),
  })
  if (!isPublicRelay(config.relayUrl)) provider.client.core.verify.register = async () => ''
  return provider
}
