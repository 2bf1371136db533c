import type { AirlockContext } from '../../kernel/context.js'
import type { Network } from '../../kernel/networks/Network.js'
import { balanceAnswerSchema } from './balanceAnswerSchema.js'
import { formatUnits } from './formatUnits.js'
import type { SendToken } from './SendState.js'

/**
 * The tokens `address` holds on `network`, native currency first as the API lists it (SOL
 * and SPL tokens on Solana), without entries whose decimals are '0' (SPEC §5). When the API
 * is not configured, fails or lists nothing, the native balance is read from the chain, so
 * sending the native currency works without the API.
 */
export async function readTokenBalances(
  context: Pick<AirlockContext, 'api' | 'adapters' | 'logger'>,
  address: string,
  network: Network,
): Promise<SendToken[]> {
  if (context.api.configured) {
    try {
      const { balances } = await context.api.get(
        `/v1/account/${network.caipNetworkId}:${address}/balance`,
        { currency: 'usd', chainId: network.caipNetworkId },
        balanceAnswerSchema,
      )
      const tokens = balances.filter((balance) => balance.quantity.decimals !== '0')
      if (tokens.length) return tokens
    } catch (error) {
      context.logger.warn('Token balances are unavailable; offering the native balance only', error)
    }
  }
  const adapter = await context.adapters.get(network.chainNamespace)
  const { value, decimals, symbol } = await adapter.getBalance(address, network)
  return [{ name: network.nativeCurrency.name, symbol, price: 0, quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) } }]
}
