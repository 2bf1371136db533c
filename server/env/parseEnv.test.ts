import { z } from 'zod'
import { describe, expect, test } from 'vitest'
import { parseEnv } from './parseEnv.js'

describe('parseEnv', () => {
  const schema = z.object({ PORT: z.coerce.number().int(), NAME: z.string().optional() })

  test('default: valid variables are returned parsed', () => {
    expect(parseEnv(schema, { PORT: '80' })).toEqual({ PORT: 80 })
  })

  test('error: the first bad variable is named', () => {
    expect(() => parseEnv(schema, { PORT: 'eighty' })).toThrow(/^Invalid PORT: /)
  })
})
