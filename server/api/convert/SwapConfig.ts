import type { Address } from 'viem'

/**
 * How one EVM chain swaps. Only public contract addresses: quoting and building read the
 * chain's own contracts through its RPC node, so no API key is involved.
 * @example
 * // Ethereum mainnet
 * { uniswapV2: { router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
 *   tokens: ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0xdAC17F958D2ee523a2206206994597C13D831ec7'] }
 */
export interface SwapConfig {
  /** Uniswap V2 Router02 (or a fork with the same interface) and the wrapped native currency it routes through. */
  uniswapV2: { router: Address; weth: Address }
  /** The tokens `GET /v1/convert/tokens` lists after the native currency; default none. */
  tokens?: readonly Address[]
  /** Tokens a route may pass through between two pools; default `[uniswapV2.weth]`. */
  via?: readonly Address[]
}
