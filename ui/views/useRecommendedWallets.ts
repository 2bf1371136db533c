import { useEffect, useState } from 'react'
import { fetchWalletPage, RECOMMENDED_WALLETS, type RegistryWallet } from '../../services/wallets/fetchWalletPage.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/** The recommended wallets (featured ones first) and the registry's size, for the Connect view. */
export function useRecommendedWallets(skip: readonly string[]): { wallets: RegistryWallet[]; count: number | undefined } {
  const airlock = useAirlockInstance()
  const [result, setResult] = useState<{ wallets: RegistryWallet[]; count: number | undefined }>({ wallets: [], count: undefined })
  const { featuredWalletIds, excludeWalletIds } = airlock.config
  const chains = airlock.chain.state.networks.map((network) => network.caipNetworkId)
  const skipKey = skip.join(',')

  useEffect(() => {
    if (!airlock.api.configured) return
    let cancelled = false
    const exclude = [...excludeWalletIds, ...skipKey.split(',').filter(Boolean)]
    Promise.all([
      featuredWalletIds.length
        ? fetchWalletPage(airlock.api, { page: 1, entries: RECOMMENDED_WALLETS, include: featuredWalletIds, exclude })
        : Promise.resolve({ data: [], count: 0 }),
      fetchWalletPage(airlock.api, { page: 1, entries: RECOMMENDED_WALLETS, exclude: [...exclude, ...featuredWalletIds], chains }),
    ]).then(
      ([featured, rest]) => {
        if (cancelled) return
        const wallets = [...featured.data, ...rest.data].slice(0, RECOMMENDED_WALLETS)
        setResult({ wallets, count: featured.count + rest.count })
      },
      (error: unknown) => airlock.logger.warn('Recommended wallets could not be loaded', error),
    )
    return () => {
      cancelled = true
    }
    // The chain list is fixed for an instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [airlock, skipKey])

  return result
}
