import type { ChainNamespace } from '../chains/caip/chainNamespaces.js'
import type { Network } from '../chains/networks/Network.js'
import type { AirlockContext } from '../kernel/context.js'
import type { OpenOptions } from '../kernel/modal/createModalController.js'
import type { PluginApis, ProviderRegistry, ViewName } from '../kernel/registry.js'
import type { PayRequest, PayResult } from './pay/PayRequest.js'
import type {} from './ContextServices.js'

// What the sign-in feature's sessions resolve to, as its manifest declares its api.
type SiwxSessions = PluginApis extends { siwx: { getSessions(): infer Sessions } } ? Sessions : never

/** One Airlock instance: its services, plus open, close and the wallet actions. */
export interface Airlock extends AirlockContext {
  /** Opens the modal on the view the open rules pick, or on `options.view`. */
  open<V extends ViewName>(options?: OpenOptions<V>): void
  close(): void
  /** Disconnects the wallet of `namespace`, or of every namespace. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Makes `network` the active one, asking the connected wallet to switch when there is one. */
  switchNetwork(network: Network): Promise<void>
  /**
   * Asks the person to pay `amount` of `asset` to `recipient` on `network` (the pay feature):
   * the Pay view opens, the person connects if needed, pays, or buys the difference first.
   * Resolves once the payment is confirmed on chain; rejects with a `PayError`
   * (`PAY_DECLINED`, `PAY_FAILED`, `PAY_CANCELLED`, `PAY_INVALID_REQUEST`).
   * @example
   * const { hash } = await airlock.pay({ recipient: '0x…', amount: '5', asset: dusd, network: 'eip155:1' })
   */
  pay(request: PayRequest): Promise<PayResult>
  /**
   * The wallet connected on `namespace`, for the host's own libraries: its EIP-1193 provider
   * on eip155 (viem's `custom(provider)`), a wallet-standard wallet with the Solana features
   * on solana; undefined when none is connected. It is the wallet's own, whatever way it was
   * connected (in the page, EIP-6963, WalletConnect, any connector), so it follows the
   * wallet's account and chain; ask again after a connect or disconnect (`useProvider`
   * re-renders on them).
   *
   * @example
   * const provider = airlock.getProvider('eip155')
   * const client = provider && createWalletClient({ transport: custom(provider) })
   */
  getProvider<N extends keyof ProviderRegistry & ChainNamespace>(namespace: N): ProviderRegistry[N] | undefined
  /** Runs every plugin's teardown and drops every listener. */
  destroy(): void
  /** Sign-in with a signed message: the connected account's live sessions (rejects when sign-in is off). */
  siwx: { getSessions(): SiwxSessions }
}
