import type { Address } from 'viem'

/** Where the API reads ENS (Ethereum mainnet's name service) for `GET /v1/identity/{address}`. */
export interface EnsOptions {
  /** An RPC URL of Ethereum mainnet, or of a local chain with chain id 1 holding ENS. */
  rpcUrl: string
  /** The UniversalResolver to call; default the one viem knows for mainnet. A local ENS deployment passes its own. */
  universalResolver?: Address
}
