import { parseAbi } from 'viem'

/**
 * The ABI of `contracts/DemoSwapPool.sol` (ETH ⇄ DUSD, constant product, 0.3% fee),
 * typed for viem. Written by hand for its types; `compileContracts.test.ts` fails if it
 * drifts from the compiler's ABI.
 */
export const demoSwapPoolAbi = parseAbi([
  'constructor(address token_) payable',
  'function token() view returns (address)',
  'function reserves() view returns (uint256 ethReserve, uint256 tokenReserve)',
  'function getAmountOut(uint256 amountIn, bool ethToToken) view returns (uint256)',
  'function swapExactEthForTokens(uint256 minOut, address to) payable returns (uint256 amountOut)',
  'function swapExactTokensForEth(uint256 amountIn, uint256 minOut, address to) returns (uint256 amountOut)',
  'event Swap(address indexed sender, address indexed to, bool ethToToken, uint256 amountIn, uint256 amountOut)',
  'error ZeroAmount()',
  'error InsufficientOutput(uint256 amountOut, uint256 minOut)',
  'error EthTransferFailed(address to)',
])
