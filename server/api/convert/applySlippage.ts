/** The largest slippage the convert endpoints accept, in percent. */
export const MAX_SLIPPAGE_PERCENT = 50

/**
 * A slippage in percent as whole basis points (0.5 % → 50), the unit the limit math uses so
 * that no float reaches an amount. Finer values round to the nearest basis point.
 */
export function slippageToBps(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_SLIPPAGE_PERCENT) {
    throw new RangeError(`slippage must be between 0 and ${MAX_SLIPPAGE_PERCENT} percent`)
  }
  return BigInt(Math.round(percent * 100))
}

/**
 * The minimum received for an exact-input swap: the quoted output less `bps`, rounded
 * down, so the limit never asks for more than `amountOut × (1 − slippage)`.
 */
export function minimumReceived(amountOut: bigint, bps: bigint): bigint {
  return (amountOut * (10_000n - bps)) / 10_000n
}

/**
 * The maximum sold for an exact-output swap: the quoted input plus `bps`, rounded down, so
 * the limit never allows more than `amountIn × (1 + slippage)`.
 */
export function maximumSold(amountIn: bigint, bps: bigint): bigint {
  return (amountIn * (10_000n + bps)) / 10_000n
}
