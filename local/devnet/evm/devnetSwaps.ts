import type { SwapConfig } from '../../../server/api/convert/SwapConfig.js'
import type { DemoContracts } from './deployDemoContracts.js'

/**
 * The API's swap configuration for a local chain: its Router02 and WETH, and DUSD and DGLD
 * listed (routes between them pass through WETH, the default `via`).
 */
export function devnetSwaps(contracts: DemoContracts): SwapConfig {
  return {
    uniswapV2: { router: contracts.uniswap.router.address, weth: contracts.uniswap.weth.address },
    tokens: [contracts.token.address, contracts.gold.address],
  }
}
