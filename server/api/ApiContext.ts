import type { Context } from 'hono'
import type { AccountCache } from './cache/createAccountCache.js'
import type { EvmChain } from './chains/EvmChain.js'
import type { SolanaChain } from './chains/SolanaChain.js'
import type { Database } from './db/Database.js'
import type { FarcasterRelayOptions } from './farcaster/FarcasterRelayOptions.js'
import type { ApiLimit } from './http/createApiLimits.js'
import type { EmbeddedContext } from './embedded/EmbeddedContext.js'
import type { EnsLookup } from './names/createEnsLookup.js'
import type { ErrorReporter } from './http/handleError.js'
import type { NodeLimits } from './rpc/NodeLimits.js'
import type { OnrampProvider } from './onramp/providers/OnrampProvider.js'
import type { ProjectCache } from './projects/createProjectCache.js'

/** What every route factory receives: the store, the chains and resolved settings. */
export interface ApiContext {
  db: Database
  /** Every EVM chain the server follows, in configured order. */
  evmChains: EvmChain[]
  /** The first of them: where the onramp sandbox delivers and smart-account signatures are checked. */
  evm?: EvmChain
  solana?: SolanaChain
  /** The product's own name zone, e.g. `airlock.id`. */
  nameZone: string
  /** ENS on Ethereum mainnet (or a local chain posing as it), for identities; absent, only the zone's names. */
  ens?: EnsLookup
  /** The URL browsers reach this server at (for the onramp sandbox page); known after listen. */
  publicUrl(): string
  report: ErrorReporter
  /** Present when this API serves the Sign In With Farcaster relay. */
  farcasterRelay?: FarcasterRelayOptions
  /** Host headers the server answers (the DNS-rebinding guard). */
  allowedHosts: readonly string[]
  /** The rate-limit middleware for one of the API's budgets. */
  limit: ApiLimit
  /** The client address of a request, as the rate limits count it (behind the trusted proxies). */
  clientAddressOf: (c: Context) => string
  /** Whether the sandbox onramp provider and its faucet serve orders (a development feature). */
  onrampSandbox: boolean
  /** The onramp providers quotes and checkouts go to: the sandbox when on, then the configured real ones. */
  onrampProviders: OnrampProvider[]
  /** Whether `POST /v1/faucet` pays test funds on chains with a faucet key (a development feature). */
  testFunds: boolean
  /** The longest session window `POST /v1/sessions` accepts, in seconds. */
  maxSessionSeconds: number
  /** Caps on what one request or client may ask of the chain nodes. */
  nodeLimits: NodeLimits
  /** The embedded wallet's backend settings; absent, `/v1/embedded/*` answers 503. */
  embedded?: EmbeddedContext
  /** CAIP-2 ids of the chains this process runs an indexer for (leading or waiting to): their balances come from the index. */
  indexedChains: Set<string>
  /** Answers about accounts (balances, history, NFTs, identities), dropped when the indexer or a name change says the account changed. */
  accounts: AccountCache
  /** Projects as requests check them. */
  projects: ProjectCache
}

/** The followed EVM chain with this CAIP-2 id, if any. */
export function findEvmChain(ctx: ApiContext, caipNetworkId: string | undefined): EvmChain | undefined {
  return caipNetworkId === undefined ? undefined : ctx.evmChains.find((c) => c.caipNetworkId === caipNetworkId)
}
