/** The chain namespaces Airlock models. */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** A chain namespace: `eip155`, `solana`, `polkadot`, `bip122` or `cosmos`. */
export type ChainNamespace = (typeof chainNamespaces)[number]

/** A CAIP-2 network id, `namespace:reference`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** Whether `value` is a namespace Airlock knows. */
export function isChainNamespace(value: string): value is ChainNamespace {
  return (chainNamespaces as readonly string[]).includes(value)
}
