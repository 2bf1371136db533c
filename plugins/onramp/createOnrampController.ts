import { proxy } from 'valtio/vanilla'
import { type AirlockContext, type FeatureError, featureErrorOf, featureWords } from 'airlock/kit'
import { defaultOnrampOptions } from './defaultOnrampOptions.js'
import { fallbackQuote } from './fallbackQuote.js'
import { keepKnownProviders } from './knownProviders.js'
import { limitProblem } from './limitProblem.js'
import { initialOnrampState, type OnrampNetwork, type OnrampQuote, type OnrampState, type PaymentCurrency, type PurchaseCurrency } from './OnrampState.js'
import { followOrder } from './followOrder.js'
import { messageOf } from './messageOf.js'
import { withProviderParams } from './withProviderParams.js'

/** The onramp flow of one kernel: its state, and what the Buy views do to it. */
export interface OnrampController {
  readonly state: OnrampState
  /** Reads the options (SPEC §8: the default list when they cannot be read) and picks defaults for the account. */
  loadOptions(): Promise<void>
  selectPurchaseCurrency(id: string): void
  selectNetwork(name: string): void
  selectPaymentCurrency(id: string): void
  selectPaymentMethod(method: OnrampState['paymentMethod']): void
  setAmount(text: string): void
  selectProvider(name: string): void
  /** SPEC §4: sets the providers, keeping only known names. */
  setProviders(list: unknown): void
  /** Asks every provider delivering on the chosen network for a quote (SPEC §8: a failure gives the fallback quote). */
  loadQuotes(): Promise<void>
  /**
   * Opens the chosen provider's checkout in `popup` (a window the caller opened on the click,
   * so no blocker stops it) and follows the order until it is delivered.
   */
  buy(popup: Window | null): Promise<void>
  /** Opens the checkout's window (call it during the click, so no blocker stops it): a popup, a new tab on a phone. */
  openCheckout(): Window | null
  /** The form can go to checkout: a provider's quote for an amount within the payment method's limits. */
  ready(): boolean
  /** Opens the Buy view with the purchase preset (the pay feature's "Buy the difference"). */
  open(preset?: { currency?: string; caipNetworkId?: string; amount?: string }): Promise<void>
  /** Opens the connect view; Buy comes back once an account is connected ("Buy crypto" on Connect). */
  connect(): void
  /** SPEC §4: restores the defaults. */
  reset(): void
  /** Done with a delivered order: Account, and the next Buy starts from the defaults. */
  finish(): void
  /** Stops listening. */
  destroy(): void
  /**
   * The state's error as the Buy views say it (a quote or checkout failure, else the amount's
   * limit): its code (the API's, or the message id), text and field.
   */
  /** Settles once `errorOf`'s texts are loaded (`loadFeature` waits for it). */
  readonly wordsLoaded: Promise<void>
  errorOf(state: Pick<OnrampState, 'error' | 'limitError'>): FeatureError | undefined
}

/** Creates the onramp controller of one kernel from its context. */
export function createOnrampController(context: AirlockContext): OnrampController {
  const state = proxy<OnrampState>(initialOnrampState())
  // What the form says, in the person's language: the catalog loads beside the controller.
  const words = featureWords(context.i18n, () => import('./messages?catalogs'))
  let quoteRequest = 0
  let stopFollowing: (() => void) | undefined
  let preset: { currency?: string; caipNetworkId?: string; amount?: string } | undefined
  let connecting = false
  const stopConnected = context.bus.on('account:connected', () => {
    if (!connecting) return
    connecting = false
    context.modal.open({ view: 'Buy' })
    context.router.reset('Buy')
  })

  const account = () => {
    const namespace = context.chain.state.activeNamespace
    const current = context.chain.state.accounts[namespace]
    return current?.status === 'connected' && current.address ? { namespace, address: current.address } : undefined
  }
  const network = (): OnrampNetwork | undefined => state.purchaseCurrency?.networks.find((n) => n.name === state.network)
  const amount = () => Number(state.paymentAmount)
  const checkLimits = () => {
    state.limitError = state.paymentAmount === '' ? undefined : limitProblem(amount(), state.paymentMethod, state.paymentCurrency, context.i18n.locale)
  }
  const providersHere = () => {
    const serving = network()?.providers
    return serving ? state.providers.filter((p) => serving.includes(p)) : state.providers
  }
  const pickPurchase = (currencies: PurchaseCurrency[]) => {
    // A network of the account's own (the one it is on first), else the first listed.
    const caip = preset?.caipNetworkId ?? context.chain.state.activeCaipNetworkId
    const namespace = context.chain.state.activeNamespace
    const onNetwork = (c: PurchaseCurrency) => c.networks.find((n) => n.caip_network_id === caip)
    const inNamespace = (c: PurchaseCurrency) => c.networks.find((n) => n.caip_network_id?.startsWith(`${namespace}:`))
    const wanted = preset?.currency?.toUpperCase()
    const currency = currencies.find((c) => c.id === wanted && onNetwork(c)) ?? currencies.find(onNetwork) ?? currencies.find(inNamespace) ?? currencies[0]
    state.purchaseCurrency = currency
    state.network = currency && (onNetwork(currency) ?? inNamespace(currency) ?? currency.networks[0])?.name
  }

  const controller: OnrampController = {
    state,
    openCheckout: () => (context.isMobile() ? window.open('', '_blank') : window.open('', 'airlock-onramp', 'popup,width=480,height=720')),
    ready() {
      const provider = state.selectedProvider
      return Boolean(provider && !state.limitError && state.paymentAmount && !state.quotesLoading && state.quotes[provider])
    },
    wordsLoaded: words.loaded,
    errorOf: featureErrorOf(
      'onramp',
      (current: Pick<OnrampState, 'error' | 'limitError'>) => current.error ?? current.limitError,
      (current) => {
        const message = (current.error ?? current.limitError)!
        const field = current.error ? undefined : 'amount'
        return 'id' in message
          ? { code: message.id, message: words.t(message.id, message.values), field }
          : { code: message.code ?? 'ONRAMP_FAILED', message: message.text, field }
      },
    ),
    async loadOptions() {
      state.optionsLoading = true
      let options: { paymentCurrencies: PaymentCurrency[]; purchaseCurrencies: PurchaseCurrency[]; providers?: { name: string }[] }
      try {
        options = await context.api.get('/v1/onramp/options')
      } catch (error) {
        context.logger.warn('Onramp options are unavailable; offering the default list', error)
        options = defaultOnrampOptions()
      }
      state.paymentCurrencies = options.paymentCurrencies
      state.purchaseCurrencies = options.purchaseCurrencies
      controller.setProviders(options.providers?.map((p) => p.name) ?? [])
      state.paymentCurrency = options.paymentCurrencies.find((c) => c.id === 'USD') ?? options.paymentCurrencies[0]
      pickPurchase(options.purchaseCurrencies)
      if (preset?.amount) state.paymentAmount = preset.amount
      checkLimits()
      state.optionsLoading = false
    },
    selectPurchaseCurrency(id) {
      const currency = state.purchaseCurrencies.find((c) => c.id === id)
      if (!currency) return
      state.purchaseCurrency = currency
      if (!currency.networks.some((n) => n.name === state.network)) state.network = currency.networks[0]?.name
      void controller.loadQuotes()
    },
    selectNetwork(name) {
      state.network = name
      void controller.loadQuotes()
    },
    selectPaymentCurrency(id) {
      state.paymentCurrency = state.paymentCurrencies.find((c) => c.id === id) ?? state.paymentCurrency
      checkLimits()
      void controller.loadQuotes()
    },
    selectPaymentMethod(method) {
      state.paymentMethod = method
      checkLimits()
      void controller.loadQuotes()
    },
    setAmount(text) {
      state.paymentAmount = text.trim()
      checkLimits()
    },
    selectProvider(name) {
      if (!state.providers.includes(name)) return
      state.selectedProvider = name
      state.purchaseAmount = state.quotes[name]?.purchaseAmount.value || undefined
    },
    setProviders(list) {
      state.providers = keepKnownProviders(list)
      if (state.selectedProvider && !state.providers.includes(state.selectedProvider)) state.selectedProvider = undefined
    },
    async loadQuotes() {
      const id = ++quoteRequest
      const here = network()
      const purchase = state.purchaseCurrency
      const payment = state.paymentCurrency
      state.quotes = {}
      state.purchaseAmount = undefined
      if (!here || !purchase || !payment || state.paymentAmount === '' || state.limitError) return
      state.quotesLoading = true
      state.error = undefined
      const quotes: Record<string, OnrampQuote> = {}
      await Promise.all(providersHere().map(async (provider) => {
        try {
          quotes[provider] = await context.api.post<OnrampQuote>('/v1/onramp/quote', {
            purchaseCurrency: purchase.id, paymentCurrency: payment.id, amount: state.paymentAmount, network: here.name,
            provider, paymentMethod: state.paymentMethod, destination: account()?.address,
          })
        } catch (error) {
          // SPEC §8: a failed quote gives the fallback quote; the error is kept in state.
          quotes[provider] = fallbackQuote(amount(), payment.id, purchase.id, provider)
          state.error = messageOf(error, 'buy.error.quote')
        }
      }))
      if (id !== quoteRequest) return
      state.quotes = quotes
      state.quotesLoading = false
      const best = Object.entries(quotes).sort(([, a], [, b]) => Number(b.purchaseAmount.value || 0) - Number(a.purchaseAmount.value || 0))[0]
      const keep = state.selectedProvider && quotes[state.selectedProvider] ? state.selectedProvider : best?.[0]
      if (keep) controller.selectProvider(keep)
    },
    async buy(popup) {
      const here = account()
      const provider = state.selectedProvider
      const purchase = state.purchaseCurrency
      const payment = state.paymentCurrency
      const chosen = network()
      if (!here || !provider || !purchase || !payment || !chosen || state.limitError) {
        popup?.close()
        return
      }
      state.error = undefined
      state.order = { provider, status: 'opening' }
      try {
        const made = await context.api.post<{ url: string; orderId?: string }>('/v1/generators/onrampurl', {
          provider, paymentMethod: state.paymentMethod, fiatCurrency: payment.id, presetFiatAmount: state.paymentAmount,
          defaultNetwork: chosen.name, destinationWallets: [{ address: here.address, blockchains: [chosen.name], assets: [purchase.id] }],
        })
        const url = withProviderParams(provider, made.url, { address: here.address, currency: purchase.id, network: chosen.name, customerId: context.config.projectId + ':' + here.address })
        if (popup) popup.location.href = url
        else window.open(url, '_blank', 'noopener')
        state.order = { provider, id: made.orderId, status: 'pending' }
        context.router.push('BuyOrder')
        stopFollowing?.()
        stopFollowing = followOrder(context, state, popup, () => {
          void context.connection().then((c) => c.refreshBalance(here.namespace, { force: true }))
          // The order's result stays in view (what arrived, its transaction) until Done; whoever
          // opened Buy (Pay) takes over from here.
          context.bus.emit('onramp:completed', { provider, currency: purchase.id, network: chosen.name, address: here.address })
        })
      } catch (error) {
        popup?.close()
        state.order = undefined
        state.error = messageOf(error, 'buy.error.checkout')
      }
    },
    async open(next) {
      preset = next
      controller.reset()
      // The preset amount shows at once; limits are checked when the options arrive.
      if (next?.amount) state.paymentAmount = next.amount
      context.router.push('Buy')
      await controller.loadOptions()
      await controller.loadQuotes()
    },
    connect() {
      connecting = true
      context.router.push('Connect')
    },
    destroy() {
      stopConnected()
      controller.reset()
    },
    finish() {
      controller.reset()
      const index = context.router.state.history.findIndex((entry) => entry.view === 'Account')
      if (index >= 0) context.router.goBackToIndex(index)
      else context.router.reset('Account')
    },
    reset() {
      quoteRequest++
      stopFollowing?.()
      stopFollowing = undefined
      Object.assign(state, initialOnrampState())
    },
  }
  return controller
}
