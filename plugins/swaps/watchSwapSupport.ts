import { type AirlockContext, ApiError } from 'airlock/kit'
import { tokensSchema } from './swapSchemas.js'

/**
 * Keeps `swapsSupported` on the active account: whether the network it is on has swaps (the
 * API lists that network's tokens, or refuses with SWAPS_NOT_SUPPORTED: an EVM chain without a
 * swap source), asked once per network. Swaps send EVM transactions only, so an account of
 * another namespace is answered no without asking (and without a refused request in the
 * page's console). Unknown (undefined) while it is asked; an
 * API that cannot be reached leaves Swap offered, and its form says what went wrong. Account
 * offers Swap only where it is true. Returns the function that stops watching.
 */
export function watchSwapSupport(context: AirlockContext): () => void {
  const { chain, api, bus } = context
  const supported = (caipNetworkId: string) =>
    !caipNetworkId.startsWith('eip155:') ? Promise.resolve(false) : api.cache(`swaps:supported:${caipNetworkId}`, () =>
      api.get('/v1/convert/tokens', { chainId: caipNetworkId }, tokensSchema).then(
        () => true,
        (error: unknown) => !(error instanceof ApiError && (error.serverCode === 'SWAPS_NOT_SUPPORTED' || error.code === 'API_NOT_CONFIGURED')),
      ),
    )
  const check = () => {
    const namespace = chain.state.activeNamespace
    const network = chain.state.activeCaipNetworkId
    if (chain.state.accounts[namespace]?.status !== 'connected') return
    chain.setAccount(namespace, { swapsSupported: undefined })
    void supported(network).then((answer) => {
      const now = chain.state.accounts[namespace]
      if (now?.status === 'connected' && chain.state.activeCaipNetworkId === network) chain.setAccount(namespace, { swapsSupported: answer })
    })
  }
  const stops = [bus.on('account:connected', check), bus.on('account:changed', check), bus.on('network:changed', check)]
  check()
  return () => stops.forEach((stop) => stop())
}
