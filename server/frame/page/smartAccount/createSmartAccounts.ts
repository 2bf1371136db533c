import type { Keyring } from '../createKeyring.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import { openSmartAccount, type SmartAccountHandle } from './openSmartAccount.js'
import { noSmartAccountNetworks, smartAccountNetworkOf, type SmartAccountNetworks } from './SmartAccountNetwork.js'

/** The frame's smart accounts; see {@link createSmartAccounts}. */
export type SmartAccounts = ReturnType<typeof createSmartAccounts>

/**
 * The signed-in user's smart accounts, one per chain with a bundler, each opened once per
 * owner and chain. `active` is the one requests use: only while the user prefers a smart
 * account, and only where the chain has them (SPEC §4: otherwise the EOA).
 */
export function createSmartAccounts(options: {
  keyring: Keyring
  rpc: RpcClient
  /** The API's smart-account networks (may throw). */
  readNetworks(): Promise<SmartAccountNetworks>
  preferredAccountType(): 'eoa' | 'smartAccount'
  /** The session token, read at each paymaster call: the project's sponsor serves signed-in users only. */
  sessionToken(): string | undefined
}) {
  const opened = new Map<string, Promise<SmartAccountHandle>>()
  const networks = () => options.readNetworks().catch(() => noSmartAccountNetworks)
  const on = async (chainId: string): Promise<SmartAccountHandle | undefined> => {
    const network = smartAccountNetworkOf(await networks(), chainId)
    const owner = options.keyring.address('eip155')
    if (!network || !owner) return undefined
    const key = `${owner}:${chainId}`
    let handle = opened.get(key)
    if (!handle) {
      handle = openSmartAccount(options.keyring, options.rpc, network, options.sessionToken)
      opened.set(key, handle)
      handle.catch(() => opened.delete(key))
    }
    return handle
  }
  return {
    /** SPEC §4: the list falls back to empty when the API cannot answer. */
    networks,
    /** The user's smart account on `chainId`, whatever they prefer; undefined where the chain has none. */
    on,
    /** The smart account requests on `chainId` go through, or undefined for the EOA. */
    active: async (chainId: string) => (options.preferredAccountType() === 'smartAccount' ? on(chainId) : undefined),
  }
}
