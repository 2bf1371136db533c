import { parseAbi } from 'viem'

/**
 * The ABI of `contracts/DemoToken.sol` (the demo ERC-20s: DUSD, DGLD), typed for viem.
 * Written by hand for its types; `compileContracts.test.ts` fails if it drifts from the
 * compiler's ABI.
 */
export const demoTokenAbi = parseAbi([
  'constructor(string name_, string symbol_, uint8 decimals_)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function owner() view returns (address)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function mint(address to, uint256 value)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'error NotOwner(address caller)',
  'error InvalidReceiver(address receiver)',
  'error InsufficientBalance(address from, uint256 balance, uint256 needed)',
  'error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
])
