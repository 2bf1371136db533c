import { z } from 'zod'

/** A name label: 3 to 32 of a-z, 0-9 and inner hyphens. */
export const labelPattern = /^[a-z0-9](?:[a-z0-9-]{1,30})[a-z0-9]$/

/**
 * Turns user input into a full name in `zone`: `Alice` and `alice.airlock.id` both give
 * `alice.airlock.id`. Returns undefined for anything that is not a valid label in that zone.
 */
export function toFullName(input: string, zone: string): string | undefined {
  const lower = input.trim().toLowerCase()
  const label = lower.endsWith(`.${zone}`) ? lower.slice(0, -zone.length - 1) : lower
  return labelPattern.test(label) ? `${label}.${zone}` : undefined
}

/** ENSIP-11 coin types of an EVM address: 60 (Ethereum), or 0x80000000 | chainId for another EVM chain. */
export function isEvmCoinType(coinType: number): boolean {
  return coinType === 60 || (Number.isInteger(coinType) && coinType >= 0x80000000 && coinType <= 0xffffffff)
}

/** The JSON a wallet signs to register or update a name. */
export const profileMessageSchema = z.object({
  name: z.string().min(1).max(80),
  attributes: z.record(z.string().max(32), z.string().max(512)).default({}),
  /** Unix seconds or milliseconds; both are seen in the wild. */
  timestamp: z.number().int().positive(),
  /** The coin type the address is registered under; absent means 60, so it is always signed. */
  coinType: z.number().int().refine(isEvmCoinType, 'expected an EVM coin type').optional(),
})
