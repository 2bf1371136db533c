import type { PublicClient } from 'viem'

/** How long a built swap stays valid: 20 minutes, then the router refuses it (EXPIRED). */
export const SWAP_DEADLINE_SECONDS = 20n * 60n

/**
 * The deadline for a swap built now: {@link SWAP_DEADLINE_SECONDS} past the later of the
 * chain's newest block and this clock, so a chain whose time runs ahead (a local chain
 * moved forward in tests) still accepts it.
 */
export async function swapDeadline(client: PublicClient): Promise<bigint> {
  const block = await client.getBlock({ blockTag: 'latest' })
  const now = BigInt(Math.floor(Date.now() / 1000))
  return (block.timestamp > now ? block.timestamp : now) + SWAP_DEADLINE_SECONDS
}
