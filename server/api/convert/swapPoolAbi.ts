import { parseAbi } from 'viem'

/** The pool interface the convert endpoints speak: a constant-product ETH ⇄ token pool. */
export const swapPoolAbi = parseAbi([
  'function getAmountOut(uint256 amountIn, bool ethToToken) view returns (uint256)',
  'function swapExactEthForTokens(uint256 minOut, address to) payable returns (uint256 amountOut)',
  'function swapExactTokensForEth(uint256 amountIn, uint256 minOut, address to) returns (uint256 amountOut)',
])
