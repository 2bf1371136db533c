/** The swap feature's messages, in one place so views and tests agree on them. */
export const swapMessages = {
  /** SPEC §8, as the API says it. */
  unsupported: 'Network not supported for Swaps',
  liquidity: 'Not enough liquidity for this swap; try a smaller amount',
  declined: 'Signature declined',
  slippage: 'The price moved more than your slippage allows, so nothing was swapped; try again or raise the slippage',
  approveFailed: 'The approval failed on chain; nothing was swapped',
  failed: 'Something went wrong',
  sameToken: 'Choose two different tokens',
  tokensUnavailable: 'The tokens to swap could not be loaded',
} as const

/** The most a price may move, in percent, before the form warns about it. */
export const PRICE_IMPACT_WARNING = 3
/** The most a price may move, in percent, before the swap needs an explicit confirmation. */
export const PRICE_IMPACT_CONFIRM = 10
