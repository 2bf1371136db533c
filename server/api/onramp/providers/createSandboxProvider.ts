import type { ApiContext } from '../../ApiContext.js'
import { sandboxCurrencies } from '../onrampNetworks.js'
import { quoteOnramp } from '../quoteOnramp.js'
import type { OnrampProvider } from './OnrampProvider.js'

/**
 * The sandbox provider: prices purchases from the stored price table and sends people to
 * this server's own checkout page (`/onramp/sandbox/{orderId}`), which takes a test card or
 * bank account and pays the order from a local chain's faucet. It delivers only on the local
 * chains that have a faucet key.
 */
export function createSandboxProvider(ctx: ApiContext): OnrampProvider {
  const local = () => new Set(sandboxCurrencies(ctx).flatMap((c) => c.networks.map((n) => `${c.id} ${n.caip_network_id}`)))
  return {
    name: 'sandbox',
    label: 'Airlock Sandbox',
    serves: (currency, network) => local().has(`${currency.toUpperCase()} ${network.caip_network_id}`),
    quote: (request) => quoteOnramp(ctx.db, { purchase: request.purchaseCurrency, payment: request.paymentCurrency, amount: request.amount }),
    checkoutUrl: async (request) => `${ctx.publicUrl()}/onramp/sandbox/${encodeURIComponent(request.orderId)}`,
  }
}
