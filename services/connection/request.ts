import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { connectedAdapter } from './connectedAdapter.js'

/** An EIP-1193 request: a JSON-RPC method and its params. */
export interface WalletRequest {
  method: string
  params?: readonly unknown[] | object
}

type Requester = { request(args: WalletRequest): Promise<unknown> }

/**
 * Sends one EIP-1193 request to the wallet connected on `namespace` (the active one by
 * default), for what no other action covers (EIP-5792's `wallet_getCapabilities`,
 * `wallet_sendCalls`, `wallet_getCallsStatus` …); resolves the wallet's answer as it came.
 * Rejects with a `WalletError`: UNSUPPORTED_METHOD (4200) when the wallet takes no such
 * requests (a Solana wallet-standard wallet), the wallet's own code otherwise.
 */
export async function request(scope: ConnectionScope, args: WalletRequest, namespace?: ChainNamespace): Promise<unknown> {
  const adapter = await connectedAdapter(scope, namespace ?? scope.context.chain.state.activeNamespace)
  try {
    const provider = adapter.provider?.() as Partial<Requester> | undefined
    if (!provider?.request) throw toWalletError({ code: 4200 })
    return await provider.request(args)
  } catch (error) {
    throw toWalletError(error)
  }
}
