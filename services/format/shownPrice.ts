import type { Network } from '../../chains/networks/Network.js'

/**
 * The dollar price a view may show for a token of `network`: the API's price, except on a
 * test network (whose coins have no market) that the host has not marked `testnetPrices`,
 * where it is 0 and no dollar value shows. Views only: a price used to size a purchase is
 * read as the API gave it.
 */
export function shownPrice(price: number | undefined, network: Pick<Network, 'testnet' | 'testnetPrices'> | undefined): number {
  return network?.testnet && !network.testnetPrices ? 0 : (price ?? 0)
}
