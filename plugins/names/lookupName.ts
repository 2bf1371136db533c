import type { AirlockContext, ResponseSchema } from 'airlock/kit'

/** How long a looked-up name is reused: as long as an identity is (SPEC §9, 5 minutes). */
export const NAME_CACHE_MS = 5 * 60_000

const reverseSchema: ResponseSchema<string | undefined> = {
  '~standard': { version: 1, vendor: 'airlock', validate(value: unknown) {
    if (!Array.isArray(value)) return { issues: [{ message: 'expected a list of profiles' }] }
    const name = (value[0] as { name?: unknown } | undefined)?.name
    return { value: typeof name === 'string' ? name : undefined }
  } },
}

/**
 * The name registered for `address` (`GET /v1/profile/reverse/{address}`), kept in the
 * instance's storage for 5 minutes like an identity; undefined when it has none.
 */
export async function lookupName(context: Pick<AirlockContext, 'api' | 'storage'>, address: string, now: () => number = Date.now): Promise<string | undefined> {
  const key = `names:${address.toLowerCase()}`
  const cached = context.storage.get<{ name: string | undefined; at: number }>(key)
  if (cached && now() - cached.at < NAME_CACHE_MS) return cached.name
  const name = await context.api.get(`/v1/profile/reverse/${address}`, { sender: address, apiVersion: 2 }, reverseSchema)
  context.storage.set(key, { name, at: now() })
  return name
}
