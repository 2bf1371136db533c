import type { SwapQuote } from './swapSchemas.js'

/** A token of the network the account can swap, with what the account holds of it. */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10; the native currency is `…:0xeeee…eeee`, as the convert API names it. */
  address: string
  decimals: number
  logoUri?: string | undefined
  /** Smallest units the account holds; undefined while unknown. */
  balance?: bigint | undefined
}

/** Where a message of the swap form belongs. */
export type SwapField = 'amount' | 'quote' | 'form'

/**
 * A message for the person: an id of the swaps catalog (plugins/swaps/messages) with its
 * values, which the views read in the person's language, or a text the API or the wallet
 * gave, shown as it came.
 */
export type SwapMessage = { id: string; values?: Record<string, string | number> } | { text: string; code?: string }

/** Why a swap cannot go ahead (or why it failed), and where to show it. */
export interface SwapProblem {
  field: SwapField
  message: SwapMessage
}

/** A swap that was mined: what it paid and got, and its transaction. */
export interface SwapResult {
  from: SwapToken
  to: SwapToken
  fromAmount: bigint
  toAmount: bigint
  /**
   * Which amounts are exact: read from the receipt, or the side the person typed when the
   * receipt does not show it; any other is the quote's, shown as approximate.
   */
  exact: { from: boolean; to: boolean }
  hash: string
  caipNetworkId: string
}

/** The swap form of one account and what the views need to show its progress. */
export interface SwapState {
  /** The network's tokens (GET /v1/convert/tokens) with the account's balances. */
  tokens: SwapToken[]
  tokensLoading: boolean
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** The amount as typed, in whole tokens. */
  amount: string
  /** Which side `amount` fixes: what is sold (exact input) or what is bought (exact output). */
  side: 'from' | 'to'
  /** Slippage tolerance, in percent. */
  slippage: number
  /** The quote for the form as it is; cleared when anything it depends on changes. */
  quote: SwapQuote | undefined
  quoting: boolean
  /** The person accepted a price impact above the confirmation threshold, for this quote. */
  impactAccepted: boolean
  /** The sold token's allowance, and whether the wallet batches, are being read (the preview's step waits for them). */
  allowanceLoading: boolean
  /**
   * The wallet batches calls atomically on this network (EIP-5792): an approval needed goes
   * with the swap as one step.
   */
  batch: boolean
  /** The sold token whose approval was just mined for this swap: the preview says so, and that the swap is next. */
  approved: string | undefined
  /** Where a swap in progress stands. */
  stage: 'approving' | 'swapping' | 'approvingAndSwapping' | undefined
  error: SwapProblem | undefined
  /** The last swap mined, which the preview shows as its result until the next swap begins. */
  result: SwapResult | undefined
}

/** The state of a swap form nobody has touched. */
export function initialSwapState(slippage: number): SwapState {
  return {
    tokens: [],
    tokensLoading: false,
    from: undefined,
    to: undefined,
    amount: '',
    side: 'from',
    slippage,
    quote: undefined,
    quoting: false,
    impactAccepted: false,
    allowanceLoading: false,
    batch: false,
    approved: undefined,
    stage: undefined,
    error: undefined,
    result: undefined,
  }
}
