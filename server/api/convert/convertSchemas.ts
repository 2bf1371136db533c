import { maxUint256, type Address } from 'viem'
import { z } from 'zod'
import { DEFAULT_SLIPPAGE_PERCENT } from '../../../plugins/swaps/defaultSlippage.js'
import { parseAccount } from '../accounts/parseAccount.js'
import { ApiError } from '../http/ApiError.js'
import { MAX_SLIPPAGE_PERCENT } from './applySlippage.js'
import type { SwapKind } from './SwapSource.js'

/** An amount in smallest units: a decimal integer string (or a safe integer), above 0 and within 256 bits. */
export const units = z.union([z.string().regex(/^\d{1,78}$/, 'expected an integer amount in smallest units'), z.number().int().nonnegative().transform(String)])
  .transform(BigInt).refine((v) => v > 0n, 'must be greater than 0').refine((v) => v <= maxUint256, 'must fit in 256 bits')

/** A CAIP-10 token address, checked further by `resolveSwapToken`. */
export const caip10 = z.string().max(200)

/** An EVM account, plain or CAIP-10. */
export const evmUser = z.string().max(200).transform((v, c) => {
  const ref = parseAccount(v)
  if (ref?.namespace !== 'eip155') {
    c.addIssue({ code: 'custom', message: 'expected an EVM address' })
    return z.NEVER
  }
  return ref.address as Address
})

/** Slippage tolerance in percent, 0–50; default the shared {@link DEFAULT_SLIPPAGE_PERCENT}. */
export const slippage = z.coerce.number().min(0).max(MAX_SLIPPAGE_PERCENT).default(DEFAULT_SLIPPAGE_PERCENT)

/** `GET /v1/convert/quotes`. */
export const quotesQuery = z.object({
  amount: units.optional(), amountOut: units.optional(), from: caip10, to: caip10, userAddress: evmUser.optional(),
  gasPrice: z.string().regex(/^\d{1,78}$/, 'expected a gas price in wei').transform(BigInt).optional(), slippage,
})

/** `POST /v1/convert/build-transaction`. */
export const buildBody = z.object({
  amount: units.optional(), amountOut: units.optional(), from: caip10, to: caip10, userAddress: evmUser, projectId: z.string().optional(),
  eip155: z.object({ slippage }).default({ slippage: DEFAULT_SLIPPAGE_PERCENT }),
  disableEstimate: z.boolean().default(false),
})

/**
 * The fixed side of a swap: `amount` (exact input, the SPEC's field) or `amountOut` (exact
 * output), exactly one of them; otherwise a 400 naming `amount`.
 */
export function swapAmount(input: { amount?: bigint; amountOut?: bigint }, source: 'query' | 'body'): { kind: SwapKind; amount: bigint } {
  if ((input.amount === undefined) === (input.amountOut === undefined)) {
    const label = source === 'query' ? 'query parameter' : 'body field'
    throw new ApiError(400, `Invalid ${label} 'amount': give exactly one of 'amount' (exact input) and 'amountOut' (exact output)`, 'amount')
  }
  return input.amount !== undefined ? { kind: 'exactIn', amount: input.amount } : { kind: 'exactOut', amount: input.amountOut! }
}
