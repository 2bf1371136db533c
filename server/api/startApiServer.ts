import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { RateLimit } from '../http/createRateLimiter.js'
import { answerClientErrors } from '../http/answerClientErrors.js'
import { createAdaptorServer } from '@hono/node-server'
import type { RunningService } from '../http/Service.js'
import { DEFAULT_API_PORT } from './defaultApiPort.js'
import type { ApiContext } from './ApiContext.js'
import { createEvmChain, type EvmChainOptions } from './chains/EvmChain.js'
import { createOnrampProviders, type OnrampProviderConfig } from './onramp/providers/createOnrampProviders.js'
import { createSolanaChain, type SolanaChainOptions } from './chains/SolanaChain.js'
import { createApp } from './createApp.js'
import type { Database } from './db/Database.js'
import type { FarcasterRelayOptions } from './farcaster/FarcasterRelayOptions.js'
import { createEnsLookup } from './names/createEnsLookup.js'
import type { EnsOptions } from './names/EnsOptions.js'
import { openDatabase } from './db/openDatabase.js'
import { createEmbeddedContext } from './embedded/createEmbeddedContext.js'
import type { EmbeddedOptions } from './embedded/EmbeddedOptions.js'
import { reportToStderr, type ErrorReporter } from './http/handleError.js'
import { createIndexer, type Indexer } from './indexer/createIndexer.js'
import { resolveApiRateLimits, type ApiRateLimits } from './http/ApiRateLimits.js'
import { byClientAddress } from '../http/byClientAddress.js'
import { createApiLimits } from './http/createApiLimits.js'
import { createSharedRateLimiter, type SharedRateLimiter } from './http/createSharedRateLimiter.js'
import { sweepRateLimitBudgets } from './http/sweepRateLimitBudgets.js'
import { createAccountCache } from './cache/createAccountCache.js'
import { followChanges } from './cache/followChanges.js'
import { createProjectCache } from './projects/createProjectCache.js'
import { loopbackHosts } from '../http/isAllowedHost.js'
import { defaultNodeLimits, type NodeLimits } from './rpc/NodeLimits.js'
import { createLiveSocket } from './live/createLiveSocket.js'
import { seedPrices, type PriceSeed } from './prices/seedPrices.js'
import { seedProjects, type ProjectSeed } from './projects/seedProjects.js'

/** Everything the API server needs; nothing is read from the environment. */
export interface ApiServerOptions {
  /** Interface to bind; default `127.0.0.1`. */
  host?: string
  /** Default 8790 (`DEFAULT_API_PORT`); 0 picks a free port. */
  port?: number
  /** `postgres://…`; absent uses PGlite. */
  databaseUrl?: string
  /** PGlite directory; absent keeps PGlite in memory. Ignored with `databaseUrl`. */
  dataDir?: string
  /** An already open store, shared with other instances in this process (tests). Not closed by `stop`. */
  database?: Database
  /** One EVM chain or several; the first is where the onramp sandbox delivers. */
  evm?: EvmChainOptions | EvmChainOptions[]
  solana?: SolanaChainOptions
  /** Projects created or updated at start. */
  projects?: ProjectSeed[]
  /** The URL browsers use to reach this server (behind a proxy); default the listening URL. */
  publicUrl?: string
  /** The product's name zone; default `airlock.id`. */
  nameZone?: string
  /**
   * ENS, read through an Ethereum mainnet RPC: `GET /v1/identity/{address}` answers an
   * address's ENS primary name when it has no name in the zone. Absent, identities are the zone's only.
   */
  ens?: EnsOptions
  /** Prices to write over the stored table at start (USD per unit). */
  prices?: PriceSeed[]
  /**
   * Indexer poll interval in ms (default 100) and, while another process indexes the chain,
   * how often to try to take over (default 2000); `false` turns indexing off on this
   * instance, and its balances are then read from the chain on every request.
   */
  indexer?: { pollIntervalMs?: number; leaderRetryMs?: number } | false
  /** Where unexpected errors go; default one line on stderr, never a stack trace to clients. */
  onError?: ErrorReporter
  /** Serve the Sign In With Farcaster relay (`/v1/channel…`); off when absent. */
  farcasterRelay?: FarcasterRelayOptions
  /**
   * Host headers answered (see `isAllowedHost`: names, `.domain` for subdomains, `*` for any);
   * others get 403, which defeats DNS rebinding. Default: the loopback names and the host of
   * `publicUrl`. Set it to the names clients use when the server is reached by another name.
   */
  allowedHosts?: string[]
  /** Reverse proxies in front whose `X-Forwarded-For` entries are trusted for client addresses; default 0. */
  trustedProxies?: number
  /** Request budgets, each overriding its default (see `ApiRateLimits`); `false` turns all off (tests only). */
  rateLimits?: Partial<ApiRateLimits> | false
  /**
   * Serves the sandbox onramp provider: `POST /v1/generators/onrampurl` makes orders that
   * `/onramp/sandbox/{id}` pays from the first EVM chain's `faucetPrivateKey`. A development
   * feature for local chains; default off, and then no route reaches the faucet.
   */
  onrampSandbox?: boolean
  /**
   * Real onramp providers (Coinbase, Meld), each with its keys; quotes and checkouts go to
   * them beside the sandbox. A name this API does not know is dropped and reported.
   */
  onrampProviders?: readonly OnrampProviderConfig[]
  /**
   * Serves `POST /v1/faucet`: test funds (ETH, the configured token, a minted NFT) from each
   * chain's `faucetPrivateKey`, for a fresh wallet on local chains. A development feature;
   * default off, and then the route does not exist.
   */
  testFunds?: boolean
  /** Longest session window `POST /v1/sessions` accepts, in seconds; default 30 days. */
  maxSessionSeconds?: number
  /** Caps on node calls per request and per client (see `NodeLimits`), each overriding its default. */
  nodeLimits?: Partial<NodeLimits>
  /** The embedded wallet's backend (`/v1/embedded/*`): frame origins, recovery key, mail. Absent, it answers 503. */
  embedded?: EmbeddedOptions
}

/** A started API server. */
export interface ApiServer extends RunningService {
  /** The store, for tools and tests that inspect it. */
  db: Database
  /** Indexes every EVM chain up to its head now instead of waiting for the next poll; resolves to the blocks stored. */
  syncIndexer(): Promise<number>
}

/**
 * Starts the Airlock API: opens and migrates the store, seeds projects and prices, starts
 * the chain indexer and the live socket, and listens.
 * @example
 * const api = await startApiServer({ port: 0, projects: [{ id: 'demo', allowedOrigins: ['http://localhost:5173'] }] })
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1'
  const db = options.database ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }))
  const ownsDb = !options.database
  let url = ''
  const evmChains = (Array.isArray(options.evm) ? options.evm : options.evm ? [options.evm] : []).map(createEvmChain)
  let embedded: ApiContext['embedded']
  try {
    embedded = options.embedded && createEmbeddedContext(options.embedded)
  } catch (error) {
    if (ownsDb) await db.close()
    throw error
  }
  // Every budget is counted in the store, so it holds across processes (see createSharedRateLimiter).
  const limiters: SharedRateLimiter[] = []
  const sharedLimiter = (budget: RateLimit, name: string) => {
    const limiter = createSharedRateLimiter(db, budget, name)
    limiters.push(limiter)
    return limiter
  }
  const ctx: ApiContext = {
    db,
    evmChains,
    evm: evmChains[0],
    solana: options.solana ? createSolanaChain(options.solana) : undefined,
    nameZone: options.nameZone ?? 'airlock.id',
    ens: options.ens && createEnsLookup(options.ens),
    publicUrl: () => (options.publicUrl ?? url).replace(/\/+$/, ''),
    report: options.onError ?? reportToStderr,
    farcasterRelay: options.farcasterRelay,
    allowedHosts: options.allowedHosts ?? [...loopbackHosts, ...(options.publicUrl ? [new URL(options.publicUrl).hostname] : [])],
    limit: createApiLimits(resolveApiRateLimits(options.rateLimits), options.trustedProxies ?? 0, sharedLimiter),
    clientAddressOf: byClientAddress(options.trustedProxies ?? 0),
    onrampSandbox: options.onrampSandbox ?? false,
    onrampProviders: [],
    testFunds: options.testFunds ?? false,
    maxSessionSeconds: options.maxSessionSeconds ?? 30 * 24 * 3600,
    nodeLimits: { ...defaultNodeLimits, ...options.nodeLimits },
    embedded,
    indexedChains: new Set(options.indexer === false ? [] : evmChains.map((c) => c.caipNetworkId)),
    accounts: createAccountCache(),
    projects: createProjectCache(db),
  }
  ctx.onrampProviders = createOnrampProviders(ctx, options.onrampProviders ?? [])
  const indexers: Indexer[] = []
  let unfollow: (() => Promise<void>) | undefined
  let sweeper: NodeJS.Timeout | undefined
  try {
    await seedProjects(db, options.projects ?? [])
    await seedPrices(db, options.prices ?? [])
    // Before the live socket subscribes, so a notice drops the cached answers before clients are told to read again.
    unfollow = await followChanges(db, ctx.accounts, ctx.projects)
    sweeper = setInterval(() => {
      for (const limiter of limiters) limiter.forgetExpired()
      sweepRateLimitBudgets(db).catch(() => {})
    }, 60_000)
    sweeper.unref()
    const app = createApp(ctx)
    const server = createAdaptorServer({ fetch: app.fetch, hostname: host }) as Server
    answerClientErrors(server)
    const live = await createLiveSocket(db, server, { solana: ctx.solana, allowedHosts: ctx.allowedHosts, limits: ctx.nodeLimits, trustedProxies: options.trustedProxies ?? 0, projects: ctx.projects })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? DEFAULT_API_PORT, host, () => resolve())
    })
    const { port } = server.address() as AddressInfo
    url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    if (options.indexer !== false) {
      for (const chain of evmChains) {
        indexers.push(createIndexer({ db, chain, pollIntervalMs: options.indexer?.pollIntervalMs, leaderRetryMs: options.indexer?.leaderRetryMs, report: ctx.report }))
      }
    }
    let stopping: Promise<void> | undefined
    const stop = async () => {
      clearInterval(sweeper)
      await Promise.all(indexers.map((i) => i.stop()))
      await live.close()
      await unfollow?.()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      embedded?.mailer.close()
      if (ownsDb) await db.close()
    }
    return {
      url,
      db,
      syncIndexer: async () => (await Promise.all(indexers.map((i) => i.syncOnce()))).reduce((a, b) => a + b, 0),
      // Idempotent: the stack and a test's afterAll may both stop the same server.
      stop: () => (stopping ??= stop()),
    }
  } catch (error) {
    clearInterval(sweeper)
    await Promise.all(indexers.map((i) => i.stop()))
    await unfollow?.()
    embedded?.mailer.close()
    if (ownsDb) await db.close()
    throw error
  }
}
