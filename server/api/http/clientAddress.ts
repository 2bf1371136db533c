import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The address of the socket a request came on: what per-client limits count by. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Served without a Node socket (app.fetch in-process): one shared bucket.
    return 'unknown'
  }
}
