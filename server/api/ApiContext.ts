import type { EvmChain } from './chains/EvmChain.js'
import type { SolanaChain } from './chains/SolanaChain.js'
import type { Database } from './db/Database.js'
import type { ErrorReporter } from './http/handleError.js'

/** What every route factory receives: the store, the chains and resolved settings. */
export interface ApiContext {
  db: Database
  evm?: EvmChain
  solana?: SolanaChain
  /** The product's own name zone, e.g. `airlock.id`. */
  nameZone: string
  /** The URL browsers reach this server at (for the onramp sandbox page); known after listen. */
  publicUrl(): string
  report: ErrorReporter
}
