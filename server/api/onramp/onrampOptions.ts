import type { ApiContext } from '../ApiContext.js'
import type { OnrampNetwork } from './OnrampNetwork.js'
import { defaultPurchaseCurrencies, knownPurchaseCurrencies } from './onrampNetworks.js'
import { paymentCurrencies, paymentMethodLimits } from './paymentMethodLimits.js'

export type { OnrampNetwork } from './OnrampNetwork.js'

/**
 * `GET /v1/onramp/options`: USD and EUR with each payment method's SPEC §5 limits, and the
 * currencies people can buy, each network naming the configured providers that deliver
 * there. With no provider configured, the SPEC §9 default list; otherwise only what some
 * provider delivers (the sandbox's local chains, real providers' networks).
 */
export function onrampOptions(ctx: ApiContext) {
  const providers = ctx.onrampProviders
  const withProviders = (currency: string) => (network: OnrampNetwork) => ({ ...network, providers: providers.filter((p) => p.serves(currency, network)).map((p) => p.name) })
  const served = knownPurchaseCurrencies(ctx)
    .map((currency) => ({ ...currency, networks: currency.networks.map(withProviders(currency.id)).filter((n) => n.providers.length > 0) }))
    .filter((currency) => currency.networks.length > 0)
  return {
    paymentCurrencies: paymentCurrencies.map((id) => ({ id, payment_method_limits: paymentMethodLimits.map((l) => ({ ...l })) })),
    purchaseCurrencies: served.length > 0 ? served : defaultPurchaseCurrencies.map((c) => ({ ...c, networks: c.networks.map(withProviders(c.id)) })),
    providers: providers.map((p) => ({ name: p.name, label: p.label })),
  }
}
