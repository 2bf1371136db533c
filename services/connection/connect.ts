import type { ConnectResult } from '../../kernel/adapters/ChainAdapter.js'
import { toWalletError } from '../errors/toWalletError.js'
import { rememberRecentWallet } from '../wallets/rememberRecentWallet.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { type ConnectingWallet, establishConnection } from './establishConnection.js'
import { networkOf } from './networkOf.js'

/**
 * Connects a wallet in the page through the adapter of its namespace: the account shows
 * `connecting`, then connected (and the wallet joins the recent ones), or goes back to
 * disconnected. Rejects with a `WalletError` (USER_REJECTED when declined).
 */
export async function connect(scope: ConnectionScope, wallet: ConnectingWallet): Promise<ConnectResult> {
  const { chain, adapters } = scope.context
  const { namespace } = wallet
  chain.setAccount(namespace, { status: 'connecting' })
  try {
    const adapter = await adapters.get(namespace)
    const result = await adapter.connect(wallet.id, networkOf(scope, namespace))
    establishConnection(scope, wallet, adapter, result)
    rememberRecentWallet(scope.context, { installed: false, ...wallet })
    return result
  } catch (error) {
    if (chain.state.accounts[namespace]?.status === 'connecting') chain.setAccount(namespace, { status: 'disconnected' })
    throw toWalletError(error)
  }
}
