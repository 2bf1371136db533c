import { proxy } from 'valtio/vanilla'
import { type AirlockContext, type FeatureError, type TransactionReceipt, featureErrorOf, featureWords, formatBalance, loadTokenBalances, type SimulationRequest, type TokenBalance } from 'airlock/kit'
import { describeSwapError } from './describeSwapError.js'
import { isNativeToken } from './isNativeToken.js'
import { parseTokenAmount } from './parseTokenAmount.js'
import { readSwappedAmounts } from './readSwappedAmounts.js'
import { allowanceSchema, approveSchema, buildSchema, quotesSchema, type SwapQuote, tokensSchema } from './swapSchemas.js'
import { PRICE_IMPACT_CONFIRM } from './priceImpact.js'
import { initialSwapState, type SwapMessage, type SwapProblem, type SwapState, type SwapToken } from './SwapState.js'

/** How long typing must pause before a quote is asked for. */
export const QUOTE_DELAY_MS = 300

/** A preset for `open`: what to bring in (the pay feature's "Swap for the difference"). */
export interface SwapPreset {
  /** The symbol of the token to buy. */
  currency?: string
  caipNetworkId?: string
  /** Whole tokens to receive. */
  amount?: string
}

/** The swap flow of one kernel: its state, and what the swap views do to it. */
export interface SwapController {
  readonly state: SwapState
  /** Reads the network's tokens and the account's balances; picks the native currency to sell first. */
  loadTokens(): Promise<void>
  selectToken(side: 'from' | 'to', token: SwapToken): void
  /** Swaps the two tokens; the typed amount stays with its field, so it fixes the other side. */
  flip(): void
  /** Takes the amount typed in the `side` field; a quote follows once typing pauses. */
  setAmount(text: string, side: 'from' | 'to'): void
  /** Sets the slippage tolerance, in percent, and quotes again. */
  setSlippage(percent: number): void
  /** Accepts a price impact above the confirmation threshold, for the current quote. */
  acceptImpact(accepted: boolean): void
  /** Whether the form may go on to the preview. */
  ready(): boolean
  /** Shows the preview when the form is ready, and reads whether an approval is needed. */
  preview(): void
  /** Whether the sold token's allowance is short of what the swap may sell. */
  needsApproval(): boolean
  /** Whether the approval and the swap go to the wallet as one atomic batch (it batches, and an approval is needed). */
  batches(): boolean
  /** Sends the approval through the wallet and waits for it to be mined. */
  approve(): Promise<void>
  /**
   * Sends the approval and the swap as one atomic batch (EIP-5792 `wallet_sendCalls`), waits
   * for it, then shows its result. A wallet that turns out not to batch gets the approval
   * alone, as `approve` sends it.
   */
  approveAndSwap(): Promise<void>
  /** Sends the swap through the wallet, waits for it, then shows its result (over Account, so Back leads there). */
  swap(): Promise<void>
  /**
   * What the preview's steps would send (the approval when one is needed, then the swap) at
   * the quote shown, as the API simulates them; undefined without a quote.
   */
  simulationRequest(): Promise<SimulationRequest | undefined>
  /** Opens the Swap view, preset to bring in `amount` of `currency`. */
  open(preset?: SwapPreset): Promise<void>
  /** Clears the form (another account or network). */
  reset(): void
  /** Stops pending timers (the plugin's teardown). */
  stop(): void
  /** The state's error as the swap views say it: its code (the API's or the wallet's, or the message id), text and field. */
  /** Settles once `errorOf`'s texts are loaded (`loadFeature` waits for it). */
  readonly wordsLoaded: Promise<void>
  errorOf(state: Pick<SwapState, 'error'>): FeatureError | undefined
}

const sameToken = (a: SwapToken | undefined, b: SwapToken | undefined) => Boolean(a && b && a.address.toLowerCase() === b.address.toLowerCase())

// The API lists the native coin with no address and tokens by CAIP-10.
function balanceOf(token: { address: string; decimals: number }, balances: readonly TokenBalance[]): bigint | undefined {
  const held = balances.find((balance) => (isNativeToken(token.address) ? !balance.address : balance.address?.toLowerCase() === token.address.toLowerCase()))
  return held ? (parseTokenAmount(held.quantity.numeric, token.decimals) ?? 0n) : 0n
}

/** Creates the swap controller of one kernel from its context; `slippage` is the feature's default. */
export function createSwapController(context: AirlockContext, slippage: number): SwapController {
  const { chain, router, api } = context
  const state = proxy<SwapState>(initialSwapState(slippage))
  // What the form says, in the person's language: the catalog loads beside the controller.
  const words = featureWords(context.i18n, () => import('./messages?catalogs'))
  // Each async answer checks it is still the newest of its kind before it lands.
  let quoteRequest = 0
  let tokenRequest = 0
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let allowance: { token: string; value: bigint } | undefined
  // Whether the wallet batches atomically, by account and chain (a smart account is per chain).
  const batching = new Map<string, boolean>()
  // EIP-5792's code loads with the first preview that may need an approval.
  const batchCode = () => import('./atomicBatch.js')

  const account = () => {
    const namespace = chain.state.activeNamespace
    const current = chain.state.accounts[namespace]
    if (current?.status !== 'connected' || !current.address) return undefined
    return { namespace, address: current.address, network: chain.activeNetwork() }
  }
  const typedUnits = () => {
    const token = state.side === 'from' ? state.from : state.to
    return token ? parseTokenAmount(state.amount, token.decimals) : undefined
  }
  /** What the swap sells at most: the typed input, or the quote's maximum for an exact output. */
  const soldAtMost = () => (state.side === 'from' ? typedUnits() : state.quote ? BigInt(state.quote.maximumSold) : undefined)

  /** The first rule the form breaks before any quote: a usable amount of a token the account holds. */
  function amountProblem(): SwapProblem | undefined {
    const { from, to } = state
    const token = state.side === 'from' ? from : to
    // What is sold is checked against its balance as soon as it is typed, before a token to buy is chosen.
    if (!from || !token || !state.amount.trim()) return undefined
    const units = typedUnits()
    if (units === undefined) return { field: 'amount', message: { id: 'swap.error.decimals', values: { decimals: token.decimals } } }
    if (units === 0n) return { field: 'amount', message: { id: 'swap.error.zero' } }
    const sold = soldAtMost()
    if (sold !== undefined && from.balance !== undefined && sold > from.balance) {
      const balance = formatBalance(from.balance, from.decimals, 3, context.i18n.locale)
      return { field: 'amount', message: { id: 'swap.error.balance', values: { symbol: from.symbol, balance } } }
    }
    return undefined
  }
  const showAmountProblem = () => {
    const problem = amountProblem()
    if (problem) state.error = problem
    else if (state.error?.field === 'amount') state.error = undefined
    return problem
  }

  /**
   * Asks for a new quote after `delay` (typing), dropping any older answer. The quote shown is
   * dropped too, unless `keep` (the same form asked again after a failed step: its figures
   * stay in view until the new ones arrive).
   */
  function requote(delay = QUOTE_DELAY_MS, keep = false) {
    clearTimeout(quoteTimer)
    const id = ++quoteRequest
    if (!keep) {
      state.quote = undefined
      state.impactAccepted = false
      state.approved = undefined
    }
    if (state.error?.field === 'quote') state.error = undefined
    const { from, to } = state
    const units = typedUnits()
    if (showAmountProblem() || !from || !to || !units || sameToken(from, to)) {
      state.quoting = false
      return
    }
    state.quoting = true
    quoteTimer = setTimeout(() => void fetchQuote(id, from, to, units), delay)
  }

  async function fetchQuote(id: number, from: SwapToken, to: SwapToken, units: bigint) {
    const here = account()
    try {
      const { quotes } = await api.get(
        '/v1/convert/quotes',
        { [state.side === 'from' ? 'amount' : 'amountOut']: units.toString(), from: from.address, to: to.address, userAddress: here?.address, slippage: state.slippage },
        quotesSchema,
      )
      if (id !== quoteRequest) return
      const previous = state.quote
      state.quote = quotes[0]
      // An acceptance holds for the impact it was given for, not a higher one.
      if (previous && quotes[0]!.priceImpact > previous.priceImpact) state.impactAccepted = false
      showAmountProblem()
    } catch (error) {
      if (id !== quoteRequest) return
      context.logger.warn('The swap could not be quoted', error)
      state.error = describeSwapError(error)
    } finally {
      if (id === quoteRequest) state.quoting = false
    }
  }

  const batchKey = (here: NonNullable<ReturnType<typeof account>>) => `${here.network.caipNetworkId}:${here.address.toLowerCase()}`

  /** Whether the wallet batches approve and swap atomically here (asked once per account and chain). */
  async function readBatching(here: NonNullable<ReturnType<typeof account>>) {
    const key = batchKey(here)
    let batches = batching.get(key)
    if (batches === undefined) {
      const [connection, { readAtomicBatch }] = await Promise.all([context.connection(), batchCode()])
      batches = await readAtomicBatch(connection, here.address, Number(here.network.id))
      batching.set(key, batches)
    }
    return batches
  }

  /** Reads the sold token's allowance and whether the wallet batches, for the preview's step. */
  async function readAllowance() {
    const here = account()
    const from = state.from
    if (!here || !from || isNativeToken(from.address)) return
    state.allowanceLoading = true
    try {
      const [answer, batches] = await Promise.all([
        api.get('/v1/convert/allowance', { tokenAddress: from.address, userAddress: here.address }, allowanceSchema).catch((error: unknown) => {
          // Unknown counts as short: the approve step asks the wallet once more.
          context.logger.warn('The allowance could not be read', error)
          return undefined
        }),
        readBatching(here).catch((error: unknown) => {
          context.logger.warn('Whether the wallet batches could not be read', error)
          return false
        }),
      ])
      allowance = answer && { token: from.address, value: BigInt(answer.allowance) }
      state.batch = batches
    } finally {
      state.allowanceLoading = false
    }
  }

  /** Sends `request` through the connected wallet and waits for it; resolves whether it succeeded. */
  async function sendAndWait(request: { to: string; data: string; value: bigint }) {
    const connection = await context.connection()
    const hash = await connection.sendTransaction(request, 'eip155')
    const receipt = await connection.waitForTransaction(hash, 'eip155')
    return { hash, ok: receipt.status === 'success', logs: receipt.logs }
  }

  /**
   * A failed step keeps every value typed and shows why (`said`, else what `error` tells); the
   * quote is asked again, as the price may have moved.
   */
  function fail(error: unknown, what: string, said?: SwapMessage) {
    const message = said ?? describeSwapError(error).message
    context.logger.warn(`The ${what} failed`, error)
    state.stage = undefined
    requote(0, true)
    state.error = { field: 'form', message }
  }

  /** The result over Account, as Send's: Back and Done lead to Account. */
  function showResult() {
    const index = router.state.history.findIndex((entry) => entry.view === 'Account')
    if (index >= 0) router.goBackToIndex(index)
    else router.reset('Account')
    router.push('SwapPreview')
  }

  /** The swap asked for by the form, built by the API for `here` (without its gas estimate when only simulated). */
  function buildSwap(here: NonNullable<ReturnType<typeof account>>, from: SwapToken, to: SwapToken, units: bigint, disableEstimate = false) {
    return api.post(
      '/v1/convert/build-transaction',
      { [state.side === 'from' ? 'amount' : 'amountOut']: units.toString(), from: from.address, to: to.address, userAddress: here.address, eip155: { slippage: state.slippage }, ...(disableEstimate && { disableEstimate }) },
      undefined,
      buildSchema,
    )
  }

  /**
   * After a swap was mined: its result shows (what it paid and got as its receipt says, else
   * as quoted), the form starts over with its tokens, and the swap is told.
   */
  function completed(here: NonNullable<ReturnType<typeof account>>, from: SwapToken, to: SwapToken, hash: string, quote: SwapQuote, logs: TransactionReceipt['logs']) {
    const typed = state.side
    const { paid, received } = readSwappedAmounts(logs, { account: here.address, from: from.address, to: to.address, path: quote.path })
    reset()
    const fromAmount = paid ?? BigInt(quote.fromAmount)
    const toAmount = received ?? BigInt(quote.toAmount)
    const exact = { from: paid !== undefined || typed === 'from', to: received !== undefined || typed === 'to' }
    Object.assign(state, { from, to, result: { from, to, fromAmount, toAmount, exact, hash, caipNetworkId: here.network.caipNetworkId } })
    showResult()
    // Told after the way back, so a feature that sent the person here (Pay) can take them on.
    context.bus.emit('swaps:completed', { hash, caipNetworkId: here.network.caipNetworkId, from: from.address, to: to.address, fromAmount: fromAmount.toString(), toAmount: toAmount.toString() })
    const caipAddress = chain.state.accounts[here.namespace]?.caipAddress
    if (caipAddress) context.bus.emit('account:activity', { namespace: here.namespace, caipAddress, hash })
    void controller.loadTokens()
  }

  function reset() {
    clearTimeout(quoteTimer)
    quoteRequest++
    tokenRequest++
    allowance = undefined
    Object.assign(state, initialSwapState(state.slippage))
  }

  const controller: SwapController = {
    state,
    async loadTokens() {
      const here = account()
      if (!here) return
      const id = ++tokenRequest
      if (here.namespace !== 'eip155') {
        state.error = { field: 'quote', message: { id: 'swap.error.unsupported' } }
        return
      }
      state.tokensLoading = true
      try {
        const [{ tokens }, balances] = await Promise.all([
          api.get('/v1/convert/tokens', { chainId: here.network.caipNetworkId }, tokensSchema),
          loadTokenBalances(context, here.namespace).catch((error: unknown) => {
            context.logger.warn('The balances to swap from could not be read', error)
            return undefined
          }),
        ])
        if (id !== tokenRequest) return
        state.tokens = tokens.map((token) => ({ ...token, balance: balances && balanceOf(token, balances) }))
        // Keep the tokens chosen (their balances current); the native currency is sold first.
        const find = (token: SwapToken | undefined) => token && state.tokens.find((item) => sameToken(item, token))
        state.from = find(state.from) ?? state.tokens[0]
        state.to = find(state.to)
        if (state.error?.field === 'quote') state.error = undefined
        if (!state.quote) requote(0)
        else showAmountProblem()
      } catch (error) {
        if (id !== tokenRequest) return
        context.logger.warn('The tokens to swap could not be loaded', error)
        const { message } = describeSwapError(error)
        state.error = { field: 'quote', message: 'id' in message && message.id === 'swap.error.unsupported' ? message : { id: 'swap.error.tokensUnavailable' } }
      } finally {
        if (id === tokenRequest) state.tokensLoading = false
      }
    },
    selectToken(side, token) {
      const other = side === 'from' ? state.to : state.from
      // Picking the other side's token swaps the two, as there is nothing to swap a token for itself.
      if (sameToken(token, other)) return controller.flip()
      state[side] = token
      requote(0)
    },
    flip() {
      const { from, to } = state
      state.from = to
      state.to = from
      state.side = state.side === 'from' ? 'to' : 'from'
      requote(0)
    },
    setAmount(text, side) {
      state.amount = text
      state.side = side
      requote()
    },
    setSlippage(percent) {
      if (!Number.isFinite(percent) || percent < 0 || percent > 50) return
      state.slippage = percent
      requote()
    },
    acceptImpact(accepted) {
      state.impactAccepted = accepted
    },
    ready() {
      const { quote, stage, quoting } = state
      return Boolean(quote && !quoting && !stage && !amountProblem() && (quote.priceImpact <= PRICE_IMPACT_CONFIRM || state.impactAccepted))
    },
    preview() {
      if (!controller.ready()) {
        if (!state.error) state.error = showAmountProblem() ?? { field: 'form', message: { id: state.quote ? 'swap.error.confirmImpact' : 'swap.error.enterAmount' } }
        return
      }
      if (state.error?.field === 'form') state.error = undefined
      state.result = undefined
      router.push('SwapPreview')
      void readAllowance()
    },
    batches() {
      return state.batch && controller.needsApproval()
    },
    needsApproval() {
      const from = state.from
      if (!from || isNativeToken(from.address)) return false
      const sold = soldAtMost()
      // Unknown counts as short: the approve step is one more click, a swap without it reverts.
      return !allowance || allowance.token !== from.address || sold === undefined || allowance.value < sold
    },
    async approve() {
      const here = account()
      const { from, to } = state
      const sold = soldAtMost()
      if (state.stage || !here || !from || !to || sold === undefined) return
      state.stage = 'approving'
      state.error = undefined
      try {
        // Exactly what this swap may sell: no standing allowance is left for the router.
        const { tx } = await api.get('/v1/convert/build-approve', { userAddress: here.address, from: from.address, to: to.address, amount: sold.toString() }, approveSchema)
        const { ok } = await sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) })
        if (!ok) return fail(undefined, 'approval', { id: 'swap.error.approveFailed' })
        allowance = { token: from.address, value: sold }
        Object.assign(state, { stage: undefined, approved: from.symbol })
      } catch (error) {
        fail(error, 'approval')
      }
    },
    async swap() {
      const here = account()
      const { from, to } = state
      const units = typedUnits()
      if (state.stage || !here || !from || !to || !units || controller.needsApproval()) return
      Object.assign(state, { stage: 'swapping', error: undefined, approved: undefined })
      try {
        const { tx, quote } = await buildSwap(here, from, to, units)
        const { hash, ok, logs } = await sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) })
        // Mined but reverted: the router refuses a price past the slippage.
        if (!ok) return fail(undefined, 'swap', { id: 'swap.error.slippage' })
        completed(here, from, to, hash, quote, logs)
      } catch (error) {
        fail(error, 'swap')
      }
    },
    async approveAndSwap() {
      const here = account()
      const { from, to } = state
      const units = typedUnits()
      const sold = soldAtMost()
      if (state.stage || !here || !from || !to || !units || sold === undefined || !controller.batches()) return
      state.stage = 'approvingAndSwapping'
      state.error = undefined
      try {
        // Exactly what this swap may sell is approved, as in two steps; the swap uses it up.
        const [{ tx: approval }, { tx, quote }, connection, { cannotBatch, sendCalls, waitForCalls }] = await Promise.all([
          api.get('/v1/convert/build-approve', { userAddress: here.address, from: from.address, to: to.address, amount: sold.toString() }, approveSchema),
          buildSwap(here, from, to, units),
          context.connection(),
          batchCode(),
        ])
        const calls = [approval, tx].map((call) => ({ to: call.to, data: call.data, value: BigInt(call.value) }))
        let id: string
        try {
          id = await sendCalls(connection, here.address, Number(here.network.id), calls)
        } catch (error) {
          if (!cannotBatch(error)) throw error
          // The wallet cannot batch after all, and nothing was sent: the two steps as before.
          context.logger.info('The wallet does not batch; approving first', error)
          batching.set(batchKey(here), false)
          Object.assign(state, { batch: false, stage: undefined })
          return await controller.approve()
        }
        const { status, hash } = await waitForCalls(connection, id)
        // Reverted (atomic: the approval with it): the router refuses a price past the slippage.
        if (status !== 200) return fail(undefined, 'swap', { id: status >= 500 ? 'swap.error.slippage' : 'swap.error.failed' })
        // Its receipt is in: reading it once more drops the cached balances and reads them
        // again, and tells what the swap paid and got.
        const receipt = hash ? await connection.waitForTransaction(hash, here.namespace).catch((error: unknown) => context.logger.warn('The receipt could not be read', error)) : undefined
        // A wallet that names no transaction: the batch's id stands in for its hash.
        completed(here, from, to, hash ?? id, quote, receipt?.logs)
      } catch (error) {
        fail(error, 'swap')
      }
    },
    async simulationRequest() {
      const here = account()
      const { from, to, quote } = state
      const units = typedUnits()
      const sold = soldAtMost()
      if (!here || !from || !to || !units || !quote) return undefined
      const approving = controller.needsApproval() && sold !== undefined
      const batch = controller.batches()
      // What the wallet is asked next: the approval alone on its own step (the swap, which
      // needs it, is simulated on the step after), or the swap, or both as one batch.
      const [approval, swap] = await Promise.all([
        approving ? api.get('/v1/convert/build-approve', { userAddress: here.address, from: from.address, to: to.address, amount: sold.toString() }, approveSchema) : undefined,
        !approving || batch ? buildSwap(here, from, to, units, true) : undefined,
      ])
      const calls = [approval?.tx, swap?.tx].flatMap((call) => (call ? [{ to: call.to, value: call.value, data: call.data }] : []))
      return { chainId: here.network.caipNetworkId, account: here.address, calls, atomic: batch }
    },
    async open(preset = {}) {
      // Over the view that asked (Pay), so Back returns to it; otherwise the modal opens on Swap.
      if (context.modal.state.open) router.push('Swap')
      else context.modal.open({ view: 'Swap' })
      await controller.loadTokens()
      const wanted = preset.currency?.toUpperCase()
      const target = wanted && state.tokens.find((token) => token.symbol.toUpperCase() === wanted)
      if (!target) return
      if (sameToken(target, state.from)) state.from = state.tokens.find((token) => !sameToken(token, target))
      state.to = target
      if (preset.amount) controller.setAmount(preset.amount, 'to')
      else requote(0)
    },
    reset,
    stop: () => clearTimeout(quoteTimer),
    wordsLoaded: words.loaded,
    errorOf: featureErrorOf(
      'swaps',
      (current: Pick<SwapState, 'error'>) => current.error,
      ({ error }) => {
        const { field, message } = error!
        return 'id' in message
          ? { code: message.id, message: words.t(message.id, message.values), field }
          : { code: message.code ?? 'SWAP_FAILED', message: message.text, field }
      },
    ),
  }
  return controller
}
