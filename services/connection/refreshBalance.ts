import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import { formatBalance } from '../format/formatBalance.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { networkOf } from './networkOf.js'

/**
 * Reads the native balance of the account connected on `namespace` (the active one by
 * default) through its adapter, reused for 30 s unless `force`, and shows it floored to
 * three decimals in the modal's locale, unless the account moved to another address or network
 * meanwhile. A failure is logged, marked with `lastRetry`, and not asked again for 30 s
 * (SPEC §9). Nothing is read on an unsupported network.
 */
export async function refreshBalance(scope: ConnectionScope, namespace?: ChainNamespace, options: { force?: boolean } = {}): Promise<void> {
  const { chain, adapters, logger } = scope.context
  const key = namespace ?? chain.state.activeNamespace
  const account = chain.state.accounts[key]
  const address = account?.address
  if (account?.status !== 'connected' || !address || chain.state.unsupportedCaipNetworkId) return
  const network = networkOf(scope, key)
  const adapter = await adapters.get(key)
  chain.setAccount(key, { balanceLoading: true })
  const caipAddress = `${network.caipNetworkId}:${address}`
  const result = await scope.balances.fetch(caipAddress, () => adapter.getBalance(address, network), options)
  // Read for an account or a network the person has left meanwhile: it is not this one's.
  if (chain.state.accounts[key]?.caipAddress !== caipAddress) return
  if (result.kind === 'failed') {
    logger.warn('The balance could not be read', result.error)
    chain.setAccount(key, { balanceLoading: false, lastRetry: Date.now() })
  } else if (result.kind === 'skipped') {
    chain.setAccount(key, { balanceLoading: false })
  } else {
    const { value, decimals, symbol } = result.balance
    chain.setAccount(key, { balance: formatBalance(value, decimals, 3, scope.context.i18n.locale), balanceSymbol: symbol, balanceLoading: false, lastRetry: undefined })
  }
}
