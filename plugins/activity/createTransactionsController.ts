import { proxy } from 'valtio/vanilla'
import { type AirlockContext, AirlockError, type CaipNetworkId, isNetworkSupported } from 'airlock/kit'
import { groupTransactions, isSpam, type TransactionsByYear } from './groupTransactions.js'
import { historyPageSchema, type Transaction } from './transactionSchema.js'

/** The transaction list state of SPEC §3. */
export interface TransactionsState {
  transactions: Transaction[]
  coinbaseTransactions: Transaction[]
  transactionsByYear: TransactionsByYear
  lastNetworkInView: CaipNetworkId | undefined
  loading: boolean
  empty: boolean
  next: string | undefined
  /** The failure shown in place of the list, if the last fetch failed: a message id of the activity catalog. */
  error: string | undefined
}

/** Fetches and keeps the account's activity. */
export interface TransactionsController {
  readonly state: TransactionsState
  /** Fetches the next page (the first, after a reset) for `accountAddress` (CAIP-10). */
  fetchTransactions(accountAddress: string | undefined): Promise<void>
  /** Fetches the newest page again and puts what is new on top, keeping what is loaded. */
  refreshLatest(accountAddress: string): Promise<void>
  reset(): void
}

function initialState(): TransactionsState {
  return { transactions: [], coinbaseTransactions: [], transactionsByYear: {}, lastNetworkInView: undefined, loading: false, empty: false, next: undefined, error: undefined }
}

/** Creates the activity controller of one kernel. Only the active chain's transactions show. */
export function createTransactionsController(context: Pick<AirlockContext, 'api' | 'chain' | 'analytics' | 'config'>): TransactionsController {
  const state = proxy<TransactionsState>(initialState())

  const visible = (transactions: Transaction[]) => {
    const chainId = context.chain.state.activeCaipNetworkId
    return transactions.filter((transaction) => transaction.metadata.chain === chainId && !isSpam(transaction))
  }

  function apply(transactions: Transaction[]) {
    state.transactions = transactions
    state.transactionsByYear = groupTransactions(transactions)
    state.empty = transactions.length === 0
  }

  async function page(accountAddress: string, cursor: string | undefined) {
    const chainId = context.chain.state.activeCaipNetworkId
    if (!(await isNetworkSupported(context.api, chainId))) return { data: [], next: undefined }
    return context.api.get(
      `/v1/account/${accountAddress}/history`,
      { chainId: context.chain.state.activeCaipNetworkId, ...(cursor && { cursor }) },
      historyPageSchema,
    )
  }

  function reset() {
    Object.assign(state, initialState())
  }

  return {
    state,
    reset,
    async fetchTransactions(accountAddress) {
      if (!accountAddress) throw new AirlockError('NO_ACCOUNT', "Transactions can't be fetched without an accountAddress")
      const network = context.chain.state.activeCaipNetworkId
      if (state.lastNetworkInView !== network) reset()
      state.lastNetworkInView = network
      state.loading = true
      try {
        const answer = await page(accountAddress, state.next)
        const known = new Set(state.transactions.map((transaction) => transaction.id))
        apply([...state.transactions, ...visible(answer.data).filter((transaction) => !known.has(transaction.id))])
        state.next = answer.next ?? undefined
        state.error = undefined
      } catch {
        state.empty = true
        state.next = undefined
        state.error = 'activity.error.fetch'
        context.analytics.track('ERROR_FETCH_TRANSACTIONS', { address: accountAddress, projectId: context.config.projectId })
      } finally {
        state.loading = false
      }
    },
    async refreshLatest(accountAddress) {
      try {
        const answer = await page(accountAddress, undefined)
        const known = new Set(state.transactions.map((transaction) => transaction.id))
        const fresh = visible(answer.data).filter((transaction) => !known.has(transaction.id))
        if (fresh.length > 0) apply([...fresh, ...state.transactions])
        if (state.transactions.length === fresh.length) state.next = answer.next ?? undefined
        state.error = undefined
      } catch {
        // The list on screen stays; the next push or scroll tries again.
      }
    },
  }
}
