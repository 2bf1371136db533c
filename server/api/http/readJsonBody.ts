import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './ApiError.js'
import { parseInput } from './parseInput.js'

/** Reads and validates a JSON body; malformed JSON is a 400 like any other bad field. */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let value: unknown
  try {
    const text = await c.req.text()
    value = text.length === 0 ? {} : JSON.parse(text)
  } catch {
    throw new ApiError(400, "Invalid body field '(root)': expected JSON", '(root)')
  }
  return parseInput(schema, value, 'body')
}
