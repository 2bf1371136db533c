import type { CaipNetworkId, FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { SwapController } from './createSwapController.js'

declare module 'airlock/kit' {
  interface ViewRegistry {
    Swap: undefined
    /** The token list for one side of the swap. */
    SwapSelectToken: { side: 'from' | 'to' }
    SwapPreview: undefined
  }
  interface AirlockEvents {
    /** A swap was mined: anything showing balances refreshes on it. */
    'swaps:completed': {
      hash: string
      caipNetworkId: CaipNetworkId
      /** CAIP-10 tokens sold and bought (the native currency is `…:0xeeee…eeee`). */
      from: string
      to: string
      /** Smallest units, as quoted. */
      fromAmount: string
      toAmount: string
    }
  }
  interface FeatureRegistry {
    /**
     * Swap one token for another from the Account view, through the API's convert
     * endpoints (Uniswap V2 on EVM networks). `slippage` is the tolerance in percent the
     * form starts with. Default: on, 0.5 %.
     */
    swaps: FeatureConfig<{ slippage?: number }, { slippage: number }>
  }
  interface PluginApis {
    swaps: SwapController
  }
  interface AccountState {
    /** Whether the network the account is on has swaps; undefined until the swaps feature asked. */
    swapsSupported?: boolean
  }
}

/**
 * The swaps feature: the Account view's "Swap" opens a form with two tokens, an amount and a
 * live quote (rate, price impact, network fee, slippage), a preview, an approve step when
 * the allowance is short, then the swap through the connected wallet. Swap is offered only on
 * a network that has swaps: the feature's code, loaded when Account first shows, finds out.
 */
export const swapsManifest = {
  name: 'swaps',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
