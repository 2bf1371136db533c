import type { Context } from 'hono'

/** Answers JSON text already serialised (a kept answer), as `c.json` would answer its object. */
export function json(c: Context, text: string): Response {
  return c.body(text, 200, { 'content-type': 'application/json' })
}
