import { parseAbi } from 'viem'

/** WETH9, the wrapped native currency Uniswap V2 routes ETH through, typed for viem. */
export const weth9Abi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function balanceOf(address) view returns (uint256)',
  'function deposit() payable',
  'function withdraw(uint256 wad)',
])
