import type { Address } from 'viem'

/** One path the router priced: the amount at each token along it. */
export interface PricedPath {
  path: Address[]
  amounts: bigint[]
}

/**
 * Picks the best priced path: for an exact input the one paying out most, for an exact
 * output the one costing least; a tie goes to the shorter path (less gas). Undefined when
 * nothing was priced (no pool along any candidate).
 */
export function chooseBestRoute(priced: readonly PricedPath[], kind: 'exactIn' | 'exactOut'): PricedPath | undefined {
  let best: PricedPath | undefined
  for (const candidate of priced) {
    if (!best) {
      best = candidate
      continue
    }
    const [a, b] = kind === 'exactIn'
      ? [candidate.amounts.at(-1)!, best.amounts.at(-1)!]
      : [best.amounts[0]!, candidate.amounts[0]!]
    if (a > b || (a === b && candidate.path.length < best.path.length)) best = candidate
  }
  return best
}
