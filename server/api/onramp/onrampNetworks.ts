import { defaultPurchaseCurrencies as sharedDefaults } from '../../../plugins/onramp/defaultPurchaseCurrencies.js'
import type { ApiContext } from '../ApiContext.js'
import type { OnrampNetwork, PurchaseCurrency } from './OnrampNetwork.js'

const solana = { name: 'solana', display_name: 'Solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caip_network_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }

/** SPEC §9's default list: USDC and ETH on Ethereum and Polygon (the onramp feature's own). */
export const defaultPurchaseCurrencies: readonly PurchaseCurrency[] = sharedDefaults.map((currency) => ({ ...currency, networks: [...currency.networks] }))

/** What real providers also sell beyond the default list: SOL and USDC on Solana. */
const solanaCurrencies: readonly PurchaseCurrency[] = [
  { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ ...solana, contract_address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' }] },
  { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ ...solana, contract_address: '' }] },
]

/** `Airlock Devnet Two` → `airlock-devnet-two`. */
export function networkSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

/**
 * The local chains the sandbox delivers on, as onramp currencies: ETH and the chain's
 * dollar token on each EVM chain with a faucet key, SOL and the SPL dollar token on the
 * Solana cluster with one.
 */
export function sandboxCurrencies(ctx: ApiContext): PurchaseCurrency[] {
  const eth: OnrampNetwork[] = []
  const dusd: OnrampNetwork[] = []
  const sol: OnrampNetwork[] = []
  for (const chain of ctx.evmChains.filter((c) => c.options.faucetPrivateKey)) {
    const display = chain.client.chain?.name ?? `EVM ${chain.chainId}`
    const network = { name: networkSlug(display), display_name: display, chain_id: String(chain.chainId), caip_network_id: chain.caipNetworkId }
    eth.push({ ...network, contract_address: '' })
    const token = chain.options.contracts?.token?.address
    if (token) dusd.push({ ...network, contract_address: token })
  }
  const cluster = ctx.solana
  if (cluster?.options.faucetSecretKey) {
    const display = cluster.options.name ?? 'Solana Local'
    const network = { name: networkSlug(display), display_name: display, chain_id: cluster.caipNetworkId.slice('solana:'.length), caip_network_id: cluster.caipNetworkId }
    sol.push({ ...network, contract_address: '' })
    if (cluster.options.tokenMint) dusd.push({ ...network, contract_address: cluster.options.tokenMint })
  }
  return [
    { id: 'ETH', name: 'Ethereum', symbol: 'ETH', networks: eth },
    { id: 'DUSD', name: 'Demo USD', symbol: 'DUSD', networks: dusd },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: sol },
  ].filter((currency) => currency.networks.length > 0)
}

/** Every currency and network this API can name: the default list, Solana's, and the sandbox's when it is on. */
export function knownPurchaseCurrencies(ctx: ApiContext): PurchaseCurrency[] {
  const all = new Map<string, PurchaseCurrency>()
  for (const currency of [...defaultPurchaseCurrencies, ...solanaCurrencies, ...(ctx.onrampSandbox ? sandboxCurrencies(ctx) : [])]) {
    const known = all.get(currency.id)
    all.set(currency.id, known ? { ...known, networks: [...known.networks, ...currency.networks] } : { ...currency, networks: [...currency.networks] })
  }
  return [...all.values()]
}

/** The network `name` on which `currency` is delivered, if this API knows that pair. */
export function findOnrampNetwork(ctx: ApiContext, currency: string, name: string): OnrampNetwork | undefined {
  return knownPurchaseCurrencies(ctx).find((c) => c.id === currency.toUpperCase())?.networks.find((n) => n.name === name)
}
