import { proxy } from 'valtio/vanilla'
import { type AirlockContext, type FeatureError, featureErrorOf, featureWords, isValidAddress, parseCaipAddress, rememberChosenName, type SimulationRequest, type TransactionRequest } from 'airlock/kit'
import { amountProblem, checkSend, receiverProblem } from './checkSend.js'
import { estimateSendFee } from './estimateSendFee.js'
import { maxSendAmount } from './maxSendAmount.js'
import { parseAmount } from './parseAmount.js'
import { readTokenBalances } from './readTokenBalances.js'
import { isEnsName } from './isEnsName.js'
import { looksLikeName, resolveReceiverName } from './resolveReceiverName.js'
import { initialSendState, type SendProblem, type SendState, type SendToken, type SentTransaction } from './SendState.js'
import { readPendingSends, writePendingSends } from './storedPendingSends.js'
import { trackPending } from './trackPending.js'
import type { SendFollower } from './createSendFollower.js'
import { sendThroughWallet } from './sendThroughWallet.js'
import { tokenUnits } from './tokenUnits.js'

/** How long typing must pause before a name is looked up (SPEC §9's search delay). */
export const NAME_LOOKUP_DELAY_MS = 300

/** The send flow of one kernel: its state, and what the views do to it. */
export interface SendController {
  readonly state: SendState
  /** Reads the account's token balances (native currency as a fallback). */
  loadBalances(): Promise<void>
  selectToken(token: SendToken): void
  setAmount(text: string): void
  /** Fills in the most the person can send (for the native currency, less the fee). */
  setMax(): void
  /** Takes an address, or a name to look up after a pause in typing. */
  setReceiver(input: string): void
  /** Estimates the network fee of the send as typed so far. */
  refreshFee(): Promise<void>
  /** Shows the preview when the form passes every rule; otherwise the first problem. */
  preview(): void
  /**
   * Checks the amount as typed (the view calls it after a pause): shows its problem (not a
   * number, too many decimals, zero, over the balance, no fee left) or clears the one shown.
   */
  checkAmount(): void
  /** Whether the form passes every rule, so Preview may go on. */
  ready(): boolean
  /**
   * Asks the wallet to send (a transaction-stack flow); once the wallet returns a hash, the
   * result view shows it and it is followed until mined, never sent again.
   */
  send(): Promise<void>
  /** What `send` would ask the wallet to send, as the API simulates it (the preview shows what it does); undefined when there is none. */
  simulationRequest(): Promise<SimulationRequest | undefined>
  /** Checks a pending transaction now ("Check again"). */
  follow(hash: string): Promise<void>
  /** Lists and follows the pending sends kept for the connected account (after a reload). */
  restore(): void
  /** Fills the form again from a sent transaction that failed on chain, and shows it. */
  refill(hash: string): void
  /** Clears every send field (the sent transactions stay). */
  reset(): void
  /** Stops following (the plugin's teardown). */
  stop(): void
  /** Settles once `errorOf`'s texts are loaded (`loadFeature` waits for it). */
  readonly wordsLoaded: Promise<void>
  /** The state's error as the send views say it: its code (the wallet's, or the message id), text and field. */
  errorOf(state: Pick<SendState, 'error'>): FeatureError | undefined
}

/** The last part of a CAIP-10 id: the contract or mint a token transfer needs. */
const tokenContract = (address: string) => parseCaipAddress(address).address

/** Creates the send controller of one kernel from its context. */
export function createSendController(context: AirlockContext): SendController {
  const { chain, router } = context
  const state = proxy<SendState>(initialSendState())
  // What the form says, in the person's language: the catalog loads beside the controller.
  const words = featureWords(context.i18n, () => import('./messages?catalogs'))
  // The follower's code loads with the first transaction to follow.
  let follower: Promise<SendFollower> | undefined
  const following = () => (follower ??= import('./createSendFollower.js').then((module) => module.createSendFollower(context, state)))
  const follow = async (hash: string) => (await following()).follow(hash)
  /** Lists `sent`, keeps it (while pending) for the account across reloads, and follows it. */
  function track(sent: SentTransaction) {
    state.sent = trackPending(state.sent, sent)
    writePendingSends(context.storage, sent.account, state.sent)
    void follow(sent.hash)
  }
  // Each async answer checks it is still the newest of its kind before it lands.
  let balanceRequest = 0
  let feeRequest = 0
  let lookup = 0
  let lookupTimer: ReturnType<typeof setTimeout> | undefined

  const account = () => {
    const namespace = chain.state.activeNamespace
    const current = chain.state.accounts[namespace]
    if (current?.status !== 'connected' || !current.address) return undefined
    return { namespace, address: current.address, network: chain.activeNetwork() }
  }
  const check = (): SendProblem | undefined =>
    checkSend(state, { namespace: chain.state.activeNamespace, unsupportedNetwork: Boolean(chain.state.unsupportedCaipNetworkId), locale: context.i18n.locale })
  const clearError = (field: SendProblem['field']) => {
    if (state.error?.field === field || state.error?.field === 'form') state.error = undefined
  }

  /** The transfer as typed; `to` and `value` stand in with harmless values for a fee estimate. */
  function request(forEstimate: boolean): TransactionRequest | undefined {
    const here = account()
    const token = state.token
    if (!here || !token) return undefined
    const { decimals, balance } = tokenUnits(token)
    const typed = parseAmount(state.sendTokenAmount, decimals) ?? 0n
    const to = state.receiverAddress ?? (forEstimate ? here.address : undefined)
    if (!to) return undefined
    // A native transfer's gas does not depend on its value, and a value above the balance
    // would make the node refuse to estimate at all.
    const value = forEstimate ? (token.address ? (typed > balance || typed === 0n ? balance : typed) : 0n) : typed
    return { to, value, ...(token.address && { token: tokenContract(token.address) }) }
  }

  function reset() {
    clearTimeout(lookupTimer)
    balanceRequest++
    feeRequest++
    lookup++
    Object.assign(state, { ...initialSendState(), sent: state.sent })
  }

  // Empties the form and keeps the balances read for this account.
  function clearForm() {
    const tokens = state.tokenBalances
    reset()
    state.tokenBalances = tokens
  }

  const controller: SendController = {
    state,
    reset,
    wordsLoaded: words.loaded,
    errorOf: featureErrorOf(
      'send',
      (current: Pick<SendState, 'error'>) => current.error,
      ({ error }) => ({ code: error!.code ?? error!.id, message: words.t(error!.id, error!.values), field: error!.field }),
    ),
    async loadBalances() {
      const here = account()
      if (!here) return
      const id = ++balanceRequest
      state.balancesLoading = true
      try {
        const tokens = await readTokenBalances(context, here.namespace, here.network)
        if (id !== balanceRequest) return
        state.tokenBalances = tokens
        const native = tokens.find((token) => !token.address)
        state.networkBalanceInUSD = native?.price ? (Number(native.quantity.numeric) * native.price).toFixed(2) : undefined
        // Keep the picked token's figures current.
        const current = state.token
        const picked = current && tokens.find((token) => token.address === current.address && token.symbol === current.symbol)
        if (picked) state.token = picked
        if (state.error?.id === 'send.error.balances') state.error = undefined
      } catch (error) {
        context.logger.warn('The balances to send from could not be read', error)
        if (id === balanceRequest) state.error = { field: 'token', id: 'send.error.balances' }
      } finally {
        if (id === balanceRequest) state.balancesLoading = false
      }
    },
    selectToken(token) {
      state.token = token
      clearError('token')
      void controller.refreshFee()
    },
    setAmount(text) {
      state.sendTokenAmount = text
      clearError('amount')
    },
    setMax() {
      if (!state.token) return
      state.sendTokenAmount = maxSendAmount(state.token, state.networkFee)
      clearError('amount')
    },
    setReceiver(input) {
      clearTimeout(lookupTimer)
      const id = ++lookup
      const text = input.trim()
      const network = chain.activeNetwork()
      Object.assign(state, { receiverInput: input, receiverAddress: undefined, receiverProfileName: undefined, receiverProfileImageUrl: undefined, resolvingReceiver: false })
      clearError('receiver')
      if (isValidAddress(text, network.chainNamespace)) {
        state.receiverAddress = text
        return
      }
      // ENS names are read from Ethereum mainnet (EVM networks only); the others from the API.
      const ens = network.chainNamespace === 'eip155' && isEnsName(text)
      if (!looksLikeName(text) || (!ens && !context.api.configured)) return
      state.resolvingReceiver = true
      lookupTimer = setTimeout(() => {
        const resolving = ens
          ? import('./resolveEnsName.js').then(({ resolveEnsName }) => resolveEnsName(context, text))
          : resolveReceiverName(context, text, network)
        resolving.then(
          (resolved) => {
            if (id !== lookup) return
            if (resolved) Object.assign(state, { receiverAddress: resolved.address, receiverProfileName: resolved.name, receiverProfileImageUrl: resolved.avatar })
            else state.error = receiverProblem(text)
          },
          (error: unknown) => {
            context.logger.warn('A name could not be looked up', error)
            if (id === lookup) state.error = { field: 'receiver', id: ens ? 'send.error.ensUnreachable' : 'send.error.lookupFailed' }
          },
        ).finally(() => {
          if (id === lookup) state.resolvingReceiver = false
        })
      }, NAME_LOOKUP_DELAY_MS)
    },
    async refreshFee() {
      const here = account()
      const transfer = request(true)
      if (!here || !transfer) return
      const id = ++feeRequest
      try {
        const fee = await estimateSendFee(await context.adapters.get(here.namespace), transfer, here.network)
        if (id === feeRequest) state.networkFee = fee
      } catch (error) {
        context.logger.warn('The network fee could not be estimated', error)
        if (id === feeRequest) state.networkFee = undefined
      }
    },
    checkAmount() {
      const problem = amountProblem(state, context.i18n.locale)
      if (problem) state.error = problem
      else if (state.error?.field === 'amount' || (state.error?.field === 'form' && state.error.id === 'send.error.fee')) state.error = undefined
    },
    ready: () => !check(),
    preview() {
      state.error = check()
      if (state.error) return
      router.push('SendPreview')
      void controller.refreshFee()
    },
    async send() {
      if (state.loading) return
      state.error = check()
      const transfer = request(false)
      const here = account()
      // Refused here, before the wallet is asked.
      if (state.error || !transfer || !here) return
      // The name the person chose shows where its address would: the wallet's approval, the result.
      if (state.receiverProfileName && state.receiverAddress) rememberChosenName(chain, here.namespace, state.receiverAddress, state.receiverProfileName)
      await sendThroughWallet(context, state, { ...here, request: transfer, reset: clearForm, track })
    },
    async simulationRequest() {
      const transfer = request(false)
      const here = account()
      return transfer && here ? (await context.connection()).simulationRequest(transfer, here.namespace) : undefined
    },
    follow,
    restore() {
      const account = chain.state.accounts[chain.state.activeNamespace]?.caipAddress
      if (!account) return
      for (const stored of readPendingSends(context.storage, account)) {
        if (!state.sent.some((item) => item.hash === stored.hash)) state.sent = trackPending(state.sent, stored)
        void follow(stored.hash)
      }
    },
    stop: () => void follower?.then((loaded) => loaded.stop()),
    refill(hash) {
      const sent = state.sent.find((item) => item.hash === hash)
      if (!sent) return
      clearForm()
      const token = state.tokenBalances.find((item) => item.symbol === sent.symbol)
      if (token) controller.selectToken(token)
      controller.setAmount(sent.amount)
      controller.setReceiver(sent.to)
      router.push('Send')
    },
  }
  return controller
}
