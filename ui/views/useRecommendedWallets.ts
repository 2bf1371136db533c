import { useEffect, useState } from 'react'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { knownRecommendedWallets, recommendedWallets, type RecommendedWallets } from '../../services/wallets/recommendedWallets.js'

const none: RecommendedWallets = { wallets: [], count: undefined }

/** The recommended wallets, and whether the registry's answer is still to come or failed. */
export interface RecommendedWalletsState extends RecommendedWallets {
  pending: boolean
  /** The registry could not be asked (the API unreachable, an error): the view says so. */
  failed: boolean
  /** Asks the registry again; its rows keep their place meanwhile. */
  retry(): void
}

/**
 * The recommended wallets (featured ones first) and the registry's size, for the Connect
 * view. An answer the prefetch already has is there in the first render; until the first
 * answer comes (or fails), `pending` lets the view hold the rows' place; once one fails,
 * `failed` until `retry` asks again.
 */
export function useRecommendedWallets(skip: readonly string[]): RecommendedWalletsState {
  const airlock = useAirlockInstance()
  const skipKey = skip.join(',')
  const peek = () => knownRecommendedWallets(airlock, skip)
  const [result, setResult] = useState<{ key: string; value: RecommendedWallets; settled: boolean; failed?: boolean }>(() => {
    const known = peek()
    return { key: skipKey, value: known ?? none, settled: Boolean(known) || !airlock.api.configured }
  })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!airlock.api.configured) return
    let cancelled = false
    recommendedWallets(airlock, skipKey.split(',').filter(Boolean)).promise.then(
      (value) => {
        if (!cancelled) setResult({ key: skipKey, value, settled: true })
      },
      (error: unknown) => {
        airlock.logger.warn('Recommended wallets could not be loaded', error)
        if (!cancelled) setResult((now) => ({ key: skipKey, value: now.key === skipKey ? now.value : none, settled: true, failed: true }))
      },
    )
    return () => {
      cancelled = true
    }
    // `skip` is read through its key: a new array with the same ids asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [airlock, skipKey, attempt])

  // A list asked for other skipped wallets stays until its own answer comes, unless that is here already.
  const value = result.key === skipKey ? result.value : (peek() ?? result.value)
  const failed = result.key === skipKey && Boolean(result.failed)
  return {
    ...value,
    pending: !result.settled,
    failed,
    retry: () => {
      setResult((now) => ({ ...now, settled: false, failed: false }))
      setAttempt((count) => count + 1)
    },
  }
}
