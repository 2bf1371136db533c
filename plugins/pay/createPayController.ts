import { proxy } from 'valtio/vanilla'
import { type AirlockContext, AirlockError, loadTokenBalances, type Network, parseCaipAddress, PayError, type PayRequest, type PayResult, type SimulationRequest, type TransactionRequest } from 'airlock/kit'
import { checkPayRequest } from './checkPayRequest.js'
import { initialPayState, type PayState } from './PayState.js'
import { fromUnits, toUnits } from './toUnits.js'

/** The pay flow of one kernel: the payment asked, and what the Pay view does to it. */
export interface PayController {
  readonly state: PayState
  /** Opens the Pay view for `request`; settles once it is confirmed, declined, failed or cancelled. */
  pay(request: PayRequest): Promise<PayResult>
  /** Reads the balance of the asset asked, on the payment's network whichever the wallet is on, and what is missing. */
  loadBalance(): Promise<void>
  /** Asks the wallet to move to the payment's network (the view offers it when the wallet is on another). */
  switchNetwork(): Promise<void>
  /** Sends the payment through the wallet, once. */
  confirm(): Promise<void>
  /** What `confirm` would ask the wallet to send, as the API simulates it; undefined off the payment's network or before the balance is read. */
  simulationRequest(): Promise<SimulationRequest | undefined>
  /** Opens the connect view; the Pay view comes back once an account is connected. */
  connect(): void
  /** Opens Buy (the onramp plugin) for the difference; Pay comes back once it is delivered. */
  buyDifference(): Promise<void>
  /** Opens Swap (the swaps plugin) preset to bring in the difference; Pay comes back once it is swapped. */
  swapDifference(): Promise<void>
  /** Stops listening and cancels a payment still open. */
  destroy(): void
}

/** Creates the pay controller of one kernel from its context. */
export function createPayController(context: AirlockContext): PayController {
  const state = proxy<PayState>(initialPayState())
  let network: Network | undefined
  let settle: { resolve(result: PayResult): void; reject(error: PayError): void } | undefined
  let connecting = false
  let away = false

  const finish = (outcome: PayResult | PayError) => {
    const pending = settle
    settle = undefined
    if (outcome instanceof PayError) pending?.reject(outcome)
    else pending?.resolve(outcome)
  }
  const account = () => {
    const namespace = network?.chainNamespace
    const current = namespace ? context.chain.state.accounts[namespace] : undefined
    return current?.status === 'connected' && current.address ? { namespace: namespace!, address: current.address } : undefined
  }
  /** The transfer the payment is, in the asset's base units. */
  const payment = (request: PayRequest): TransactionRequest => ({ to: request.recipient, value: toUnits(request.amount, state.decimals), ...(request.asset !== 'native' && { token: request.asset }) })
  const backToPay = () => {
    if (!settle) return
    connecting = false
    away = false
    context.modal.open({ view: 'Pay' })
    context.router.reset('Pay')
    void controller.loadBalance()
  }
  const stops = [
    context.bus.on('account:connected', () => connecting && backToPay()),
    context.bus.on('onramp:completed', () => away && backToPay()),
    context.bus.on('swaps:completed', () => away && backToPay()),
    context.bus.on('modal:close', () => {
      if (connecting || away || !settle || state.stage === 'wallet' || state.stage === 'mining') return
      finish(new PayError('PAY_CANCELLED', 'The payment was cancelled'))
    }),
  ]

  const controller: PayController = {
    state,
    pay(request) {
      let checked: Network
      try {
        checked = checkPayRequest(request, context.chain.state.networks)
      } catch (error) {
        return Promise.reject(error)
      }
      // A newer request replaces one still open.
      finish(new PayError('PAY_CANCELLED', 'Another payment was asked for'))
      network = checked
      Object.assign(state, initialPayState(), { request: { ...request }, symbol: request.asset === 'native' ? checked.nativeCurrency.symbol : '', decimals: request.asset === 'native' ? checked.nativeCurrency.decimals : 18 })
      const result = new Promise<PayResult>((resolve, reject) => (settle = { resolve, reject }))
      context.modal.open({ view: 'Pay' })
      void controller.loadBalance()
      return result
    },
    async loadBalance() {
      const here = account()
      const request = state.request
      if (!here || !request || !network) return
      try {
        let balance: bigint
        if (request.asset === 'native') {
          const adapter = await context.adapters.get(here.namespace)
          const read = await adapter.getBalance(here.address, network)
          balance = read.value
          Object.assign(state, { symbol: read.symbol, decimals: read.decimals })
          const listed = await loadTokenBalances(context, here.namespace, { force: true, network: network.caipNetworkId }).catch(() => [])
          state.price = listed.find((t) => !t.address)?.price ?? 0
        } else {
          // On the payment's network, which need not be the one the wallet is on.
          const listed = await loadTokenBalances(context, here.namespace, { force: true, network: network.caipNetworkId })
          const token = listed.find((t) => t.address && parseCaipAddress(t.address as never).address.toLowerCase() === request.asset.toLowerCase())
          const decimals = Number(token?.quantity.decimals ?? state.decimals)
          balance = token ? toUnits(token.quantity.numeric, decimals) : 0n
          Object.assign(state, { symbol: token?.symbol ?? state.symbol, decimals, price: token?.price ?? 0 })
          // A token the account does not hold yet: its symbol and price from the API. Nothing is
          // sent before it is held, and then the balance list gives its decimals.
          if (!token) {
            const { fungibles } = await context.api.post<{ fungibles: { symbol: string; price: number }[] }>('/v1/fungible/price', { currency: 'usd', addresses: [`${network.caipNetworkId}:${request.asset}`] })
            if (fungibles[0]) Object.assign(state, { symbol: fungibles[0].symbol, price: fungibles[0].price })
          }
        }
        const needed = toUnits(request.amount, state.decimals)
        state.balance = balance.toString()
        state.shortfall = balance < needed ? fromUnits(needed - balance, state.decimals) : undefined
      } catch (error) {
        context.logger.warn('The balance to pay from could not be read', error)
        state.error = 'pay.error.balance'
      }
    },
    async switchNetwork() {
      if (!network || !account() || state.switching || context.chain.state.activeCaipNetworkId === network.caipNetworkId) return
      state.error = undefined
      state.switching = true
      try {
        await (await context.connection()).switchNetwork(network)
      } catch (error) {
        context.logger.warn('The wallet did not move to the payment\'s network', error)
        state.error = error instanceof AirlockError && error.code === 'USER_REJECTED' ? 'pay.error.switchDeclined' : 'pay.error.switch'
      } finally {
        state.switching = false
      }
    },
    async confirm() {
      const here = account()
      const request = state.request
      // Never twice: a payment with a hash, or one in the wallet, is not sent again.
      if (!here || !request || !network || state.hash || state.shortfall || state.stage === 'wallet' || state.stage === 'mining' || !settle) return
      state.error = undefined
      state.stage = 'wallet'
      try {
        const connection = await context.connection()
        if (context.chain.state.activeCaipNetworkId !== network.caipNetworkId) await connection.switchNetwork(network)
        const hash = await connection.sendTransaction(payment(request), here.namespace)
        state.hash = hash
        state.stage = 'mining'
        const receipt = await connection.waitForTransaction(hash, here.namespace)
        if (receipt.status !== 'success') {
          state.stage = 'failed'
          state.error = 'pay.error.reverted'
          return finish(new PayError('PAY_FAILED', 'The payment failed on chain', { details: hash }))
        }
        state.stage = 'paid'
        void connection.refreshBalance(here.namespace, { force: true }).catch(() => undefined)
        // "Your balance" is what is left after paying, not what there was before.
        void controller.loadBalance()
        context.bus.emit('account:activity', { namespace: here.namespace, caipAddress: `${network.caipNetworkId}:${here.address}`, hash })
        finish({ status: 'success', hash })
      } catch (error) {
        const declined = error instanceof AirlockError && error.code === 'USER_REJECTED'
        state.stage = declined ? 'declined' : 'failed'
        state.error = declined ? 'pay.error.declined' : 'pay.error.failed'
        finish(declined ? new PayError('PAY_DECLINED', 'The payment was declined in the wallet', { cause: error }) : new PayError('PAY_FAILED', 'The payment failed', { cause: error, details: state.hash }))
      }
    },
    async simulationRequest() {
      const here = account()
      const request = state.request
      if (!here || !request || !network || state.balance === undefined || context.chain.state.activeCaipNetworkId !== network.caipNetworkId) return undefined
      return (await context.connection()).simulationRequest(payment(request), here.namespace)
    },
    connect() {
      connecting = true
      context.router.push('Connect')
    },
    async buyDifference() {
      const request = state.request
      if (!request || !network || !state.shortfall) return
      const onramp = await context.plugins.api('onramp')
      away = true
      // The onramp is paid in fiat: the difference at today's price, never under its minimum.
      const usd = Math.max(10, Math.ceil(Number(state.shortfall) * (state.price || 1) * 1.05 * 100) / 100)
      await onramp.open({ currency: state.symbol, caipNetworkId: network.caipNetworkId, amount: usd.toFixed(2) })
    },
    async swapDifference() {
      if (!network || !state.shortfall) return
      const swaps = await context.plugins.api('swaps')
      away = true
      await swaps.open({ currency: state.symbol, caipNetworkId: network.caipNetworkId, amount: state.shortfall })
    },
    destroy() {
      for (const stop of stops) stop()
      finish(new PayError('PAY_CANCELLED', 'The payment was cancelled'))
    },
  }
  return controller
}
