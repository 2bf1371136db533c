import { proxy, subscribe } from 'valtio/vanilla'
import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import type { AirlockContext } from '../../kernel/context.js'
import { describeWalletError, walletErrorCatalogs } from '../errors/describeWalletError.js'
import { WalletError } from '../errors/WalletError.js'
import type { FeatureError } from '../features/FeatureError.js'
import { featureErrorOf } from '../features/featureErrorOf.js'
import { RECOMMENDED_WALLETS, type RegistryWallet } from './fetchWalletPage.js'
import { listedWallets } from './listedWallets.js'
import { recommendedWallets } from './recommendedWallets.js'
import { recommendationSkip } from './walletPages.js'
import { walletConnectLink } from './walletConnectLink.js'

/** One wallet of the list Connect shows, as a host draws it. */
export interface ListedWallet {
  /** The wallet's id: its EIP-6963 rdns (or `injected`) when installed, its registry id otherwise. */
  id: string
  name: string
  /** Its logo: the wallet's own (a data URI) when installed, the API's image of it otherwise. */
  icon: string | undefined
  namespace: ChainNamespace
  /** Present in this browser: `connect` asks it at once. */
  installed: boolean
  /** One of the last wallets connected here (SPEC §9: at most 2). */
  recent: boolean
  /**
   * The registry's links: its app on phones (`mobile`, a scheme or universal link), its
   * desktop and web apps, and its homepage (to get it). A wallet with an app link connects
   * over WalletConnect, its link opening it on the pairing.
   */
  links: { mobile?: string; desktop?: string; webapp?: string; homepage?: string }
}

/** A WalletConnect pairing on offer. */
export interface Pairing {
  /** The pairing URI: the host's own QR code shows it. */
  uri: string
  /** When it stops being valid (ms since the epoch); a fresh one replaces it before. */
  expiresAt: number
  /** The wallet asked for, when the pairing is for one of the registry's. */
  wallet?: string
  /** The link that opens that wallet's app on this pairing (its phone app on a phone, else its desktop or web app). */
  link?: string
}

/** Where the wallet list stands. */
export interface WalletListState {
  /** Installed first, then recent ones not installed, then the registry's recommended ones. */
  wallets: ListedWallet[]
  /** The installed wallets are being discovered, or the registry read. */
  loading: boolean
  /** The id of the wallet being connected, while its approval is awaited. */
  connecting: string | undefined
  /** The WalletConnect pairing on offer, until it is approved, declined or cancelled. */
  pairing: Pairing | undefined
  /** The last failure, kept until the next attempt (the wallet's own error). */
  error: WalletError | undefined
}

/**
 * The wallet list of Connect without its view: the wallets it lists (installed, recent,
 * the registry's recommended ones) with their install state and links, connecting one, and
 * WalletConnect pairing for a QR code the host draws. Reached with `loadFeature(airlock, 'wallets')`.
 */
export interface WalletList {
  readonly state: WalletListState
  /** Discovers the installed wallets and reads the registry's recommended ones (again on each call). */
  load(): Promise<void>
  /**
   * Connects `wallet`: an installed or recent one is asked at once; one of the registry's
   * with an app link pairs over WalletConnect (`state.pairing.link` opens it); one without
   * fails with WALLET_NOT_FOUND (`links.homepage` is where to get it). Resolves whether it
   * connected.
   */
  connect(wallet: ListedWallet): Promise<boolean>
  /** Pairs any wallet over WalletConnect: `state.pairing.uri` for a QR code, renewed before it expires. Resolves whether it connected. */
  pair(): Promise<boolean>
  /** Stops the pairing or the connection under way (nothing is said about it). */
  cancel(): void
  /** The state's error as Airlock's Connect views say it: its code and text, in the person's language. */
  errorOf(state: { error: WalletError | undefined }): FeatureError | undefined
}

const toListed = (wallet: WalletInfo, installed: boolean, recent: boolean): ListedWallet => ({
  id: wallet.id,
  name: wallet.name,
  icon: wallet.icon,
  namespace: wallet.namespace,
  installed,
  recent,
  links: {},
})

/** Creates the wallet list of one instance; `loadFeature(airlock, 'wallets')` keeps one per instance. */
export function createWalletList(context: AirlockContext): WalletList {
  const state = proxy<WalletListState>({ wallets: [], loading: false, connecting: undefined, pairing: undefined, error: undefined })
  let registry: RegistryWallet[] = []
  let running: AbortController | undefined
  // Failures are said in the person's language: the texts load with the list.
  void context.i18n.load(walletErrorCatalogs)

  const image = (id: string | null | undefined) => (id && context.api.configured ? context.api.url(`/getWalletImage/${encodeURIComponent(id)}`) : undefined)
  const known = () => listedWallets(context.wallets.state.installed, context.wallets.state.recent, context.chain.state.activeNamespace)
  const list = () => {
    const { installed, recentOnly, installedIds, recentIds } = known()
    const fromRegistry = registry
      .filter((wallet) => !installedIds.has(wallet.rdns ?? wallet.id) && !recentIds.has(wallet.id))
      .slice(0, RECOMMENDED_WALLETS)
      .map((wallet): ListedWallet => ({
        id: wallet.id,
        name: wallet.name,
        icon: image(wallet.image_id),
        namespace: wallet.chains?.some((chain) => chain.startsWith('eip155:')) || !wallet.chains?.length ? 'eip155' : 'solana',
        installed: false,
        recent: false,
        links: {
          ...(wallet.mobile_link && { mobile: wallet.mobile_link }),
          ...(wallet.desktop_link && { desktop: wallet.desktop_link }),
          ...(wallet.webapp_link && { webapp: wallet.webapp_link }),
          ...(wallet.homepage && { homepage: wallet.homepage }),
        },
      }))
    state.wallets = [
      ...installed.map((wallet) => toListed(wallet, true, recentIds.has(wallet.id))),
      ...recentOnly.map((wallet) => toListed(wallet, false, true)),
      ...fromRegistry,
    ]
  }
  subscribe(context.wallets.state, list)

  /** Runs one attempt (a connection or a pairing), the one before it abandoned. */
  async function attempt(id: string | undefined, work: (signal: AbortSignal) => Promise<unknown>): Promise<boolean> {
    running?.abort()
    const controller = (running = new AbortController())
    Object.assign(state, { connecting: id, error: undefined, pairing: undefined })
    try {
      await work(controller.signal)
      return !controller.signal.aborted
    } catch (error) {
      if (controller.signal.aborted) return false
      await context.i18n.load(walletErrorCatalogs)
      state.error = error instanceof WalletError ? error : new WalletError('WALLET_ERROR', 'Something went wrong', { cause: error })
      return false
    } finally {
      if (running === controller) {
        running = undefined
        Object.assign(state, { connecting: undefined, pairing: undefined })
      }
    }
  }

  const pairing = (wallet: ListedWallet | undefined) => (signal: AbortSignal) =>
    context.connection().then((connection) =>
      connection.connectWith('walletconnect', (walletConnect) =>
        walletConnect.pair((event) => {
          if (signal.aborted) return
          if (event.kind === 'expired') return void (state.pairing = undefined)
          const base = wallet && (context.isMobile() ? (wallet.links.mobile ?? wallet.links.webapp) : (wallet.links.desktop ?? wallet.links.webapp))
          const link = base ? walletConnectLink(base, event.uri) : undefined
          state.pairing = { uri: event.uri, expiresAt: event.expiresAt, ...(wallet && { wallet: wallet.id }), ...(link && { link }) }
        }, signal),
      ),
    )

  const walletList: WalletList = {
    state,
    async load() {
      state.loading = true
      try {
        await context.wallets.discover()
        list()
        if (context.api.configured) {
          const { wallets } = await recommendedWallets(context, recommendationSkip(context.wallets.state.recent)).promise
          registry = wallets
          list()
        }
      } catch (error) {
        context.logger.warn('The wallet registry could not be read', error)
      } finally {
        state.loading = false
      }
    },
    connect(wallet) {
      if (wallet.installed || wallet.recent) {
        const info = [...context.wallets.state.installed, ...context.wallets.state.recent].find((item) => item.id === wallet.id)
        return attempt(wallet.id, async () => (await context.connection()).connect(info ?? { id: wallet.id, name: wallet.name, namespace: wallet.namespace }))
      }
      if (!wallet.links.mobile && !wallet.links.desktop && !wallet.links.webapp) {
        return attempt(wallet.id, () => Promise.reject(new WalletError('WALLET_NOT_FOUND', 'Wallet not found')))
      }
      return attempt(wallet.id, pairing(wallet))
    },
    pair: () => attempt(undefined, pairing(undefined)),
    cancel() {
      running?.abort()
    },
    errorOf: featureErrorOf(
      'wallets',
      (current: { error: WalletError | undefined }) => current.error,
      ({ error }) => error && { code: error.code, message: describeWalletError(error, context.i18n), cause: error },
    ),
  }
  list()
  return walletList
}
