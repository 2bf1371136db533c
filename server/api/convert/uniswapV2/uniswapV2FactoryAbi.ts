import { parseAbi } from 'viem'

/** The part of Uniswap V2's factory the convert endpoints read, typed for viem. */
export const uniswapV2FactoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256)',
])
