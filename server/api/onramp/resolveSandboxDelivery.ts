import type { ApiContext } from '../ApiContext.js'
import type { OnrampNetwork } from './OnrampNetwork.js'
import { sandboxCurrencies } from './onrampNetworks.js'

/** Where and what the sandbox delivers for an order: ETH, DUSD or SOL on a local network. */
export interface SandboxDelivery {
  symbol: string
  /** Absent when no local chain can deliver it; completing the order then fails with a 503. */
  network?: OnrampNetwork
}

/**
 * The sandbox delivery for `asset` on the network named `networkName`. A currency the local
 * chains do not have (USDC) is delivered as their dollar token; a network that is not local
 * (`ethereum`) means the first local EVM chain. Undefined when a local network is named that
 * does not carry the currency.
 */
export function resolveSandboxDelivery(ctx: ApiContext, asset: string, networkName: string | undefined): SandboxDelivery | undefined {
  const currencies = sandboxCurrencies(ctx)
  const upper = asset.toUpperCase()
  const symbol = upper === 'ETH' || upper === 'SOL' ? upper : 'DUSD'
  const networks = currencies.find((c) => c.id === symbol)?.networks ?? []
  const named = networks.find((n) => n.name === networkName)
  if (named) return { symbol, network: named }
  const isLocal = currencies.some((c) => c.networks.some((n) => n.name === networkName))
  if (isLocal) return undefined
  const firstEvm = networks.find((n) => n.caip_network_id.startsWith('eip155:'))
  return { symbol, network: firstEvm }
}
