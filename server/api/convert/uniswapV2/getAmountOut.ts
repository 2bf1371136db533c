/** A pool's reserves seen from one side of a hop: what goes in and what comes out. */
export interface HopReserves {
  reserveIn: bigint
  reserveOut: bigint
}

/**
 * What a Uniswap V2 pool pays for `amountIn` after its 0.3 % fee: UniswapV2Library's
 * `getAmountOut`, in the same integer arithmetic, so it agrees with the router to the unit.
 * Throws `RangeError` where the library reverts (zero input, an empty pool).
 */
export function getAmountOut(amountIn: bigint, { reserveIn, reserveOut }: HopReserves): bigint {
  if (amountIn <= 0n) throw new RangeError('INSUFFICIENT_INPUT_AMOUNT')
  if (reserveIn <= 0n || reserveOut <= 0n) throw new RangeError('INSUFFICIENT_LIQUIDITY')
  const inWithFee = amountIn * 997n
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

/**
 * What a Uniswap V2 pool must be paid to give `amountOut`: UniswapV2Library's
 * `getAmountIn`. Throws `RangeError` where it reverts (zero output, an empty pool, or an
 * output the pool does not hold).
 */
export function getAmountIn(amountOut: bigint, { reserveIn, reserveOut }: HopReserves): bigint {
  if (amountOut <= 0n) throw new RangeError('INSUFFICIENT_OUTPUT_AMOUNT')
  if (reserveIn <= 0n || reserveOut <= 0n || amountOut >= reserveOut) throw new RangeError('INSUFFICIENT_LIQUIDITY')
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n
}
