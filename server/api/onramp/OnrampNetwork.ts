/** A network a purchase currency can be delivered on (SPEC §3), with its CAIP-2 id. */
export interface OnrampNetwork {
  /** The onramp's name for it: `ethereum`, `polygon`, `solana`, or a local chain's (`airlock-devnet`). */
  name: string
  display_name: string
  /** The EVM chain id, or the Solana cluster's CAIP-2 reference. */
  chain_id: string
  /** The token's contract or mint; empty for the native currency. */
  contract_address: string
  caip_network_id: string
}

/** A currency bought through the onramp, on the networks it is delivered on. */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}
