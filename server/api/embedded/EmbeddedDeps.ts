import type { Database } from '../db/Database.js'
import type { EmbeddedContext } from './EmbeddedContext.js'

/** What the embedded wallet's route factories receive. */
export interface EmbeddedDeps {
  db: Database
  embedded: EmbeddedContext
  /** The API's URL as browsers reach it, for links in emails. */
  publicUrl(): string
  /** The server-wide key one-time codes are hashed with (shared by every instance through the store). */
  codeKey(): Promise<string>
}
