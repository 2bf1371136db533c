import type { AirlockContext } from '../context.js'
import type { WalletConnectConnector } from './WalletConnectConnector.js'

/**
 * Loads the WalletConnect connector's code (its own chunk, with the protocol client) and
 * creates it for `context`. Called once per kernel, on first use.
 */
export async function loadWalletConnect(context: AirlockContext): Promise<WalletConnectConnector> {
  const module = await import('../../adapters/walletconnect/index.js')
  return module.default(context)
}
