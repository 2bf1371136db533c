import { useEffect, useState } from 'react'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { knownRecommendedWallets, recommendedWallets, type RecommendedWallets } from '../../services/wallets/recommendedWallets.js'

const none: RecommendedWallets = { wallets: [], count: undefined }

/** The recommended wallets, and whether the registry's answer is still to come. */
export interface RecommendedWalletsState extends RecommendedWallets {
  pending: boolean
}

/**
 * The recommended wallets (featured ones first) and the registry's size, for the Connect
 * view. An answer the prefetch already has is there in the first render; until the first
 * answer comes (or fails), `pending` lets the view hold the rows' place.
 */
export function useRecommendedWallets(skip: readonly string[]): RecommendedWalletsState {
  const airlock = useAirlockInstance()
  const skipKey = skip.join(',')
  const peek = () => knownRecommendedWallets(airlock, skip)
  const [result, setResult] = useState<{ key: string; value: RecommendedWallets; settled: boolean }>(() => {
    const known = peek()
    return { key: skipKey, value: known ?? none, settled: Boolean(known) || !airlock.api.configured }
  })

  useEffect(() => {
    if (!airlock.api.configured) return
    let cancelled = false
    recommendedWallets(airlock, skipKey.split(',').filter(Boolean)).promise.then(
      (value) => {
        if (!cancelled) setResult({ key: skipKey, value, settled: true })
      },
      (error: unknown) => {
        airlock.logger.warn('Recommended wallets could not be loaded', error)
        if (!cancelled) setResult((now) => ({ ...now, settled: true }))
      },
    )
    return () => {
      cancelled = true
    }
    // `skip` is read through its key: a new array with the same ids asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [airlock, skipKey])

  // A list asked for other skipped wallets stays until its own answer comes, unless that is here already.
  const value = result.key === skipKey ? result.value : (peek() ?? result.value)
  return { ...value, pending: !result.settled }
}
