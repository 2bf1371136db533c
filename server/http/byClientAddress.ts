import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import { clientAddress } from './clientAddress.js'

/**
 * A `rateLimit` key: the calling client's address (see `clientAddress`), read from the node
 * request under @hono/node-server. Pass how many reverse proxies in front are trusted.
 */
export function byClientAddress(trustedProxies = 0): (c: Context) => string {
  return (c) => clientAddress((c.env as Partial<HttpBindings> | undefined)?.incoming, trustedProxies)
}
