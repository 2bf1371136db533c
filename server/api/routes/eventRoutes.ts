import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { readJsonBody } from '../http/readJsonBody.js'

const body = z.object({
  eventId: z.string().min(1).max(128),
  url: z.string().max(2048).optional(),
  domain: z.string().max(255).optional(),
  // Milliseconds since the epoch, within what a Date (and a timestamptz) can hold.
  timestamp: z.number().int().nonnegative().max(8_640_000_000_000_000).optional(),
  props: z.record(z.string(), z.unknown()).default({})
    .refine((p) => JSON.stringify(p).length <= 8192, 'props is larger than 8192 bytes'),
})

const query = z.object({ st: z.string().optional(), sv: z.string().optional(), clientId: z.string().optional() })

/**
 * `POST /e`: stores one analytics event as sent, nothing more (no IP, no user agent).
 * Resending an eventId is a no-op, so a client retry never double counts. Each client
 * address has a budget of events (`rateLimits.events`).
 */
export function eventRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>().post('/e', ctx.limit('events'), async (c) => {
    const project = c.var.project
    const q = parseInput(query, c.req.query(), 'query')
    const e = await readJsonBody(c, body)
    if (!project.analyticsEnabled) return c.json({ stored: false }, 200)
    const name = typeof e.props['event'] === 'string' ? e.props['event'] : null
    await ctx.db.query(
      `INSERT INTO events (project_id, event_id, event_name, url, domain, client_id, sdk_type, sdk_version, occurred_at, props)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (project_id, event_id) DO NOTHING`,
      [project.id, e.eventId, name, e.url ?? null, e.domain ?? null, q.clientId ?? null, q.st ?? null, q.sv ?? null,
        e.timestamp === undefined ? null : new Date(e.timestamp), JSON.stringify(e.props)],
    )
    return c.json({ stored: true }, 202)
  })
}
