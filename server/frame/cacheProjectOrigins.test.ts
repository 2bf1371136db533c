import { describe, expect, test, vi } from 'vitest'
import { cacheProjectOrigins, PROJECT_ORIGINS_TTL_MS } from './cacheProjectOrigins.js'

describe('cacheProjectOrigins', () => {
  test('default: a project’s origins are read once per 10 s', async () => {
    let time = 0
    const read = vi.fn(async (id: string) => [`https://${id}.example.com`])
    const origins = cacheProjectOrigins(read, () => time)
    expect(await origins('a')).toEqual(['https://a.example.com'])
    await origins('a')
    expect(read).toHaveBeenCalledTimes(1)
    time += PROJECT_ORIGINS_TTL_MS
    await origins('a')
    expect(read).toHaveBeenCalledTimes(2)
  })

  test('error: a failed lookup is not kept', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['https://a.example.com'])
    const origins = cacheProjectOrigins(read)
    await expect(origins('a')).rejects.toThrow('down')
    expect(await origins('a')).toEqual(['https://a.example.com'])
  })
})
