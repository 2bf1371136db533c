import type { CaipNetworkId, Catalogs, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import * as v from 'valibot'
import type { SwapController } from './createSwapController.js'
import { DEFAULT_SLIPPAGE_PERCENT } from './defaultSlippage.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

declare module 'airlock' {
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
  views: ['Swap', 'SwapSelectToken', 'SwapPreview'],
  contributes: [{ kind: 'accountAction', id: 'swap', label: 'Swap', icon: 'swap', view: 'Swap', when: 'swapsSupported', messages: { catalogs, label: 'swap.action' } }],
  options: v.optional(
    v.strictObject({ slippage: v.optional(v.pipe(v.number(), v.check((percent) => percent >= 0 && percent <= 50, 'must be between 0 and 50')), DEFAULT_SLIPPAGE_PERCENT) }),
    { slippage: DEFAULT_SLIPPAGE_PERCENT },
  ),
  enabled: true,
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
