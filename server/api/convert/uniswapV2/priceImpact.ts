import type { HopReserves } from './getAmountOut.js'

/** Uniswap V2's fee per hop, 0.3 %, as the fraction kept: 997 / 1000. */
const FEE_KEPT = 997n
const FEE_BASE = 1000n

/**
 * How much worse a trade fills than the pools' mid price, in percent, leaving out the
 * pools' 0.3 % fee per hop (reported on its own as {@link lpFeePercent}): the share the
 * trade itself moves the price. 0 for an infinitesimal trade; it grows with size against
 * the reserves. Works for either direction: `amountIn` was paid, `amountOut` received.
 */
export function priceImpact(amountIn: bigint, amountOut: bigint, hops: readonly HopReserves[]): number {
  if (amountIn <= 0n || hops.length === 0) return 0
  // Output at the mid price after fees: amountIn × Π(reserveOut / reserveIn) × (997/1000)^hops.
  let num = amountIn
  let den = 1n
  for (const { reserveIn, reserveOut } of hops) {
    num *= reserveOut * FEE_KEPT
    den *= reserveIn * FEE_BASE
  }
  if (num === 0n) return 0
  // 1 − amountOut / ideal, in parts per million, then as a percent with 4 decimals.
  const ppm = 1_000_000n - (amountOut * den * 1_000_000n) / num
  return ppm <= 0n ? 0 : Number(ppm) / 10_000
}

/** The pools' fees along a route of `hops` hops, in percent: 0.3 for one, ~0.6 for two. */
export function lpFeePercent(hops: number): number {
  const kept = Number(FEE_KEPT) / Number(FEE_BASE)
  return Math.round((1 - kept ** hops) * 1_000_000) / 10_000
}
