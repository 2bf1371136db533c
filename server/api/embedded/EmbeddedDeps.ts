import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/Database.js'
import type { ApiRateLimits } from '../http/ApiRateLimits.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import type { EvmChain } from '../chains/EvmChain.js'

/** What the embedded wallet's route factories receive. */
export interface EmbeddedDeps {
  db: Database
  embedded: EmbeddedContext
  /** The API's URL as browsers reach it, for links in emails. */
  publicUrl(): string
  /** The server-wide key one-time codes are hashed with (shared by every instance through the store). */
  codeKey(): Promise<string>
  /** The API's rate-limit middleware of one budget (`ctx.limit`); without it nothing is limited here. */
  limit?: (name: keyof ApiRateLimits) => MiddlewareHandler<any>
  /** The EVM chains the API serves: permissions are read from and checked against them. */
  evmChains?: EvmChain[]
}
