import { definePlugin, type ViewLoader } from 'airlock/kit'
import { createSwapController } from './createSwapController.js'
import { DEFAULT_SLIPPAGE_PERCENT } from './defaultSlippage.js'
import { watchSwapSupport } from './watchSwapSupport.js'

// Each view the manifest's details name has its code here.
type SwapView = (typeof import('./details.js'))['views'][number]

const views: Record<SwapView, ViewLoader> = {
  Swap: () => import('./views/Swap.js'),
  SwapSelectToken: () => import('./views/SwapSelectToken.js'),
  SwapPreview: () => import('./views/SwapPreview.js'),
}

/**
 * The swaps feature's code: its views, the swap controller its setup makes for the instance,
 * and whether the active network has swaps (Account offers Swap only there).
 */
export default definePlugin({
  name: 'swaps',
  views,
  setup(context) {
    const options = context.config.features.swaps
    const controller = createSwapController(context, options ? options.slippage : DEFAULT_SLIPPAGE_PERCENT)
    // Tokens, balances and quotes read for one account or network mean nothing for another.
    const restart = () => {
      controller.reset()
      if (Object.hasOwn(views, context.router.state.view)) void controller.loadTokens()
    }
    const stops = [
      watchSwapSupport(context),
      context.bus.on('account:changed', restart),
      context.bus.on('account:disconnected', restart),
      context.bus.on('network:changed', restart),
    ]
    return {
      api: controller,
      teardown() {
        for (const stop of stops) stop()
        controller.stop()
        controller.reset()
      },
    }
  },
})
