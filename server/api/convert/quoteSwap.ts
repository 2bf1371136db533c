import { ApiError } from '../http/ApiError.js'
import { swapsNotSupportedError } from './swapErrors.js'
import type { SwapRequest, SwapRoute, SwapSource } from './SwapSource.js'

/**
 * Asks every swap source of the chain and returns the best route with the source that
 * offered it: most received for an exact input, least sold for an exact output. When no
 * source has a route, the first source's error stands (insufficient liquidity, as a rule).
 */
export async function quoteSwap(request: SwapRequest): Promise<{ route: SwapRoute; source: SwapSource }> {
  const sources = request.chain.swapSources
  if (sources.length === 0) throw swapsNotSupportedError()
  const settled = await Promise.allSettled(sources.map((source) => source.quote(request)))
  let best: { route: SwapRoute; source: SwapSource } | undefined
  settled.forEach((result, i) => {
    if (result.status !== 'fulfilled') return
    const route = result.value
    const better = !best || (request.kind === 'exactIn' ? route.amountOut > best.route.amountOut : route.amountIn < best.route.amountIn)
    if (better) best = { route, source: sources[i]! }
  })
  if (best) return best
  // Prefer an answer meant for the client (no liquidity) over a bare failure of one source.
  const reasons = settled.map((r) => (r as PromiseRejectedResult).reason as unknown)
  throw reasons.find((r) => r instanceof ApiError) ?? reasons[0]
}
