import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchWalletPage, type RegistryWallet, WALLET_PAGE_SIZE, WALLET_SEARCH_SIZE } from '../../services/wallets/fetchWalletPage.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import catalogs from '../messages?catalogs'

/** Where the AllWallets list stands. */
export interface WalletPages {
  wallets: RegistryWallet[]
  /** The search `wallets` answer ('' for the registry's pages): a new search's answer replaces them when it comes. */
  search: string
  count: number | undefined
  loading: boolean
  /** What to tell the person when a page failed to load, in their language. */
  error: string | undefined
  /** Loads the next page, unless one is loading or all are here. */
  loadMore(): void
  /** Asks again for the page that failed (the first one, or the next). */
  retry(): void
}

/**
 * The registry in pages of 40, featured wallets first and excluded ones left out; with a
 * search, one request for up to 100 matches. While a new search loads, the list shows what
 * it showed, under its own search, so it never stands labelled for a search it does not answer
 * and never empties between two answers.
 */
export function useWalletPages(search: string): WalletPages {
  const airlock = useAirlockInstance()
  const t = useTextMessages(catalogs)
  const { featuredWalletIds, excludeWalletIds } = airlock.config
  const [state, setState] = useState<Omit<WalletPages, 'loadMore' | 'retry'>>({ wallets: [], search, count: undefined, loading: true, error: undefined })
  const next = useRef(1)
  const busy = useRef(false)
  const generation = useRef(0)

  const load = useCallback(
    async (reset: boolean) => {
      if (busy.current && !reset) return
      const current = reset ? ++generation.current : generation.current
      busy.current = true
      if (reset) next.current = 1
      setState((previous) => ({ ...previous, loading: true, error: undefined }))
      try {
        const page = next.current
        const featured =
          page === 1 && !search && featuredWalletIds.length
            ? await fetchWalletPage(airlock.api, { page: 1, entries: featuredWalletIds.length, include: featuredWalletIds, exclude: excludeWalletIds })
            : { data: [], count: 0 }
        const result = await fetchWalletPage(airlock.api, {
          page,
          entries: search ? WALLET_SEARCH_SIZE : WALLET_PAGE_SIZE,
          search,
          exclude: [...excludeWalletIds, ...(search ? [] : featuredWalletIds)],
        })
        if (current !== generation.current) return
        next.current = page + 1
        setState((previous) => ({
          wallets: [...(reset ? [] : previous.wallets), ...featured.data, ...result.data],
          search,
          count: result.count + featured.count,
          loading: false,
          error: undefined,
        }))
      } catch (error) {
        if (current !== generation.current) return
        airlock.logger.warn('Wallets could not be loaded', error)
        setState((previous) => ({ ...previous, loading: false, error: t('allWallets.failed') }))
      } finally {
        if (current === generation.current) busy.current = false
      }
    },
    [airlock, t, search, featuredWalletIds, excludeWalletIds],
  )

  useEffect(() => {
    void load(true)
  }, [load])

  const done = state.count !== undefined && (state.search ? true : state.wallets.length >= state.count)
  return { ...state, loadMore: () => (done || state.error ? undefined : void load(false)), retry: () => void load(next.current === 1) }
}
