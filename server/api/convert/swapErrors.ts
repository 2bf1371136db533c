import { ApiError, serverMessages } from '../http/ApiError.js'

/** No pool (or not enough in them) along any route between the two tokens: 422. */
export function insufficientLiquidityError(): ApiError {
  return new ApiError(422, 'Insufficient liquidity for this swap', undefined, { code: 'INSUFFICIENT_LIQUIDITY' })
}

/** SPEC §8: the network has no swap source (Solana, or an EVM chain with no router configured). */
export function swapsNotSupportedError(field = 'chainId'): ApiError {
  return new ApiError(400, serverMessages.swapsNetwork, field, { code: 'SWAPS_NOT_SUPPORTED' })
}

/** SPEC §8: the network has no swap source, so no swap gas price either. */
export function gasPriceNotSupportedError(): ApiError {
  return new ApiError(400, serverMessages.gasPriceNetwork, 'chainId', { code: 'GAS_PRICE_NOT_SUPPORTED' })
}
