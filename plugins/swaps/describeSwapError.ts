import { AirlockError, ApiError } from 'airlock/kit'
import { type SwapProblem } from './SwapState.js'

/** How the API words a network without swaps (SPEC §8). */
const UNSUPPORTED_DETAILS = 'Network not supported for Swaps'

// Uniswap V2's router reverts with these when the price moved past the slippage asked.
const slippageReverts = /INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/

const messagesOf = (error: unknown): string => {
  const parts: string[] = []
  for (let current = error; current && parts.length < 8; current = (current as { cause?: unknown }).cause) {
    if (current instanceof Error) parts.push(current.message)
    else if (typeof current === 'object' && 'message' in current) parts.push(String((current as { message: unknown }).message))
  }
  return parts.join('\n')
}

/**
 * What to tell the person about a failed quote, approval or swap: the API's insufficient
 * liquidity and unsupported network, a decline in the wallet (4001), a swap the router
 * refused because the price moved past the slippage (when the wallet estimated it, or on
 * chain), or the error's own short message (as it came: it has no id in the catalog).
 */
export function describeSwapError(error: unknown): SwapProblem {
  if (error instanceof ApiError) {
    if (error.serverCode === 'INSUFFICIENT_LIQUIDITY') return { field: 'quote', message: { id: 'swap.error.liquidity' } }
    if (error.serverCode === 'SWAPS_NOT_SUPPORTED' || error.details === UNSUPPORTED_DETAILS) return { field: 'quote', message: { id: 'swap.error.unsupported' } }
    return { field: 'quote', message: { text: error.details && error.status === 400 ? error.details : error.shortMessage, code: error.serverCode ?? error.code } }
  }
  if (error instanceof AirlockError && error.code === 'USER_REJECTED') return { field: 'form', message: { id: 'swap.error.declined' } }
  if (slippageReverts.test(messagesOf(error))) return { field: 'form', message: { id: 'swap.error.slippage' } }
  return { field: 'form', message: error instanceof AirlockError ? { text: error.shortMessage, code: error.code } : { id: 'swap.error.failed' } }
}
