import type { CaipNetworkId } from '../../chains/caip/chainNamespaces.js'

/** What `airlock.pay` asks a person to pay. */
export interface PayRequest {
  /** The address (EVM) or public key (Solana) paid. */
  recipient: string
  /** A decimal amount of the asset, in whole units: `'5'`, `'0.25'`. */
  amount: string
  /** `'native'` for the network's currency (ETH, SOL), else the token's contract or mint address. */
  asset: string
  /** The network paid on, as a CAIP-2 id: `'eip155:1'`, `'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`. */
  network: CaipNetworkId
}

/** What `airlock.pay` resolves with once the payment is confirmed on chain. */
export interface PayResult {
  status: 'success'
  /** The transaction hash (EVM) or signature (Solana). */
  hash: string
}
