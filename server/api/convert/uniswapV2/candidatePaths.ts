import type { Address } from 'viem'

/**
 * The routes worth asking the router about for `from` → `to`: the direct pool, and one hop
 * through each of `via` (WETH and any other configured base token), so at most two pools.
 * Addresses compare case-insensitively; a `via` token equal to either end is skipped.
 */
export function candidatePaths(from: Address, to: Address, via: readonly Address[]): Address[][] {
  const key = (a: Address) => a.toLowerCase()
  const ends = new Set([key(from), key(to)])
  const seen = new Set<string>()
  const paths: Address[][] = [[from, to]]
  for (const middle of via) {
    if (ends.has(key(middle)) || seen.has(key(middle))) continue
    seen.add(key(middle))
    paths.push([from, middle, to])
  }
  return paths
}
