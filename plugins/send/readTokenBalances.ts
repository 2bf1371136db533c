import { type AirlockContext, type ChainNamespace, loadTokenBalances, type Network, shownPrice } from 'airlock/kit'
import { formatUnits } from './formatUnits.js'
import type { SendToken } from './SendState.js'

/**
 * The tokens the connected account of `namespace` holds on `network`, as the API lists them
 * (native coin and ERC-20s, or SOL and SPL tokens) through the kernel's shared balance
 * cache, which the Tokens tab reads too and a mined transaction marks stale. When the API is not configured, fails or lists
 * nothing, the native balance is read from the chain, so the native coin can still be sent.
 * Prices are the ones a view may show (`shownPrice`): none on a test network.
 */
export async function readTokenBalances(
  context: Pick<AirlockContext, 'api' | 'chain' | 'adapters' | 'logger'>,
  namespace: ChainNamespace,
  network: Network,
): Promise<SendToken[]> {
  if (context.api.configured) {
    try {
      const tokens = await loadTokenBalances(context, namespace)
      if (tokens.length) return tokens.map((token) => ({ ...token, price: shownPrice(token.price, network) }))
    } catch (error) {
      context.logger.warn('Token balances are unavailable; offering the native balance only', error)
    }
  }
  const address = context.chain.state.accounts[namespace]?.address
  if (!address) return []
  const adapter = await context.adapters.get(namespace)
  const { value, decimals, symbol } = await adapter.getBalance(address, network)
  return [{ name: network.nativeCurrency.name, symbol, price: 0, quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) } }]
}
