import type { AirlockContext, CaipNetworkId, FeatureError } from 'airlock/kit'
import { featureErrorOf, parseCaipAddress } from 'airlock/kit'
import { proxy } from 'valtio/vanilla'
import type { SiwxHandler, SiwxSession } from './SiwxHandler.js'
import type { SiwxMessage } from './messages/SiwxMessage.js'
import { toSolanaSignInInput } from './messages/toSolanaSignInInput.js'
import { formatSiwxMessage } from './messages/formatSiwxMessage.js'
import catalogs from './messages?catalogs'

/** What the sign-in views show. */
export interface SiwxState {
  /** The live session of the connected account and network, once known. */
  session: SiwxSession | undefined
  /**
   * The connected account has no session: the person is asked to sign in (the modal's
   * sign-message view, or the host's own prompt when it draws its own UI).
   */
  needed: boolean
  /** Waiting for the wallet's signature. */
  signing: boolean
  /** The last failure, as a person reads it. */
  error: string | undefined
  /** The code it was decided on: `USER_REJECTED` (declined in the wallet) or `SIWX_FAILED`. */
  errorCode: string | undefined
}

/** The sign-in flows of SPEC §4 for one instance; `usePluginApi('siwx')` in views. */
export interface SiwxController {
  readonly state: SiwxState
  readonly required: boolean
  /** Checks the connected account's sessions; none opens SIWXSignMessage. */
  check(): Promise<void>
  /** Asks the wallet to sign the handler's message and keeps the session. */
  signIn(): Promise<void>
  /** The person declined to sign in. */
  cancel(): Promise<void>
  /** The live sessions of the connected account and network. */
  getSessions(): Promise<SiwxSession[]>
  /** Ends the connected account's session; the next check asks again. */
  signOut(): Promise<void>
  /**
   * The sign-in fields for a WalletConnect one-click auth over `chains` (CAIP-2): only when
   * every one is eip155 (SPEC §5), else undefined. The nonce comes from the handler.
   */
  oneClickRequest(chains: readonly string[]): Promise<OneClickRequest | undefined>
  /**
   * Keeps what the wallet signed in a one-click auth (the exact text, its signature and the
   * CAIP-74 object) as a session; the check on `account:connected` waits for it and finds it.
   */
  acceptOneClick(signed: { chainId: CaipNetworkId; address: string; message: string; signature: string; cacao: unknown }): Promise<void>
  /** The state's error as the sign-in view says it: its code and text, in the person's language. */
  errorOf(state: Pick<SiwxState, 'error' | 'errorCode'>): FeatureError | undefined
}

/** The fields a one-click auth asks the wallet to sign (CAIP-122, as WalletConnect takes them). */
export interface OneClickRequest {
  domain: string
  uri: string
  nonce: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** Whether `session` is the sign-in of `who` (an EVM address in any case). */
const belongsTo = (session: SiwxSession, who: { chainId: CaipNetworkId; address: string }) =>
  session.data.chainId === who.chainId &&
  (who.chainId.startsWith('eip155:') ? session.data.accountAddress.toLowerCase() === who.address.toLowerCase() : session.data.accountAddress === who.address)

const live = (session: SiwxSession, now: number) =>
  (!session.data.expirationTime || Date.parse(session.data.expirationTime) > now) &&
  (!session.data.notBefore || Date.parse(session.data.notBefore) <= now)

/** Creates the sign-in controller: `handler` keeps sessions, `required` forbids staying unsigned. */
export function createSiwxController(context: AirlockContext, handler: SiwxHandler, required: boolean): SiwxController {
  const state = proxy<SiwxState>({ session: undefined, needed: false, signing: false, error: undefined, errorCode: undefined })
  const { chain, modal, router, analytics, i18n } = context
  // What it tells the person is read in their language: the catalog loads with the controller.
  void i18n.load(catalogs)
  let checking = 0
  // The fields of the latest one-click request, and the keeping of what the wallet signed.
  let oneClick: SiwxMessage | undefined
  let accepting: Promise<void> | undefined

  function active(): { chainId: CaipNetworkId; address: string } | undefined {
    const caipAddress = chain.activeCaipAddress()
    if (!caipAddress) return undefined
    const { namespace, chainId, address } = parseCaipAddress(caipAddress)
    return { chainId: `${namespace}:${chainId}`, address }
  }

  async function getSessions() {
    const who = active()
    if (!who) return []
    const now = Date.now()
    return (await handler.getSessions(who.chainId, who.address)).filter((session) => live(session, now))
  }

  async function resetToConnect() {
    router.reset('Connect')
    await (await context.connection()).disconnect()
  }

  async function check() {
    const run = ++checking
    const who = active()
    // The session shown is always the active account's: another account's never stands for it.
    if (state.session && !(who && belongsTo(state.session, who))) state.session = undefined
    if (!who || chain.state.unsupportedCaipNetworkId) return
    try {
      // A one-click auth signed in as it connected: its session is being kept.
      await accepting?.catch(() => {})
      const [session] = await getSessions()
      if (run !== checking) return
      Object.assign(state, { session, needed: !session, error: undefined, errorCode: undefined })
      if (!session) {
        if (modal.state.open) router.push('SIWXSignMessage')
        else modal.open({ view: 'SIWXSignMessage' })
      } else if (modal.state.open && router.state.view === 'SIWXSignMessage' && !state.signing) {
        // Asked for an account that is no longer the active one, which is signed in: nothing to ask.
        router.goBack()
      }
    } catch (cause) {
      // SPEC §4: an init failure disconnects the wallet and resets to Connect.
      context.logger.error('Sign-in could not start', cause)
      await i18n.load(catalogs)
      context.alerts.show('error', i18n.t(catalogs, 'siwx.error.initFailed'))
      await resetToConnect()
    }
  }

  async function signIn() {
    const who = active()
    if (!who || state.signing) return
    Object.assign(state, { signing: true, error: undefined, errorCode: undefined })
    try {
      const data = await handler.createMessage({ chainId: who.chainId, accountAddress: who.address })
      const namespace = parseCaipAddress(chain.activeCaipAddress()!).namespace
      const adapter = await context.adapters.get(namespace)
      // A Solana wallet with `solana:signIn` writes and signs the message itself.
      const own = namespace === 'solana' ? await adapter.signIn?.(toSolanaSignInInput(data)) : undefined
      const message = own?.message ?? formatSiwxMessage(data)
      const signature = own?.signature ?? (await adapter.signMessage(message, who.address))
      const signed: SiwxSession = { data, message, signature }
      state.session = (await handler.addSession(signed)) ?? signed
      state.needed = false
      analytics.track('SIWX_AUTH_SUCCESS', { network: who.chainId })
      modal.close()
    } catch (cause) {
      // Adapters reject with a WalletError (ChainAdapter); its code says whether the person declined.
      const declined = (cause as { code?: unknown } | undefined)?.code === 'USER_REJECTED'
      await i18n.load(catalogs)
      Object.assign(state, { error: i18n.t(catalogs, declined ? 'siwx.error.declined' : 'siwx.error.failed'), errorCode: declined ? 'USER_REJECTED' : 'SIWX_FAILED' })
      analytics.track('SIWX_AUTH_ERROR', { network: who.chainId, declined })
      // SPEC §4: failure reopens the sign-message view unless the modal shows the approve view.
      if (!modal.state.open) modal.open({ view: 'SIWXSignMessage' })
      else if ((router.state.view as string) !== 'ApproveTransaction') router.replace('SIWXSignMessage')
    } finally {
      state.signing = false
    }
  }

  async function cancel() {
    analytics.track('CLICK_CANCEL_SIWX')
    Object.assign(state, { error: undefined, errorCode: undefined })
    if (required) await resetToConnect()
    else router.reset('Connect')
    modal.close()
  }

  async function signOut() {
    const who = active()
    Object.assign(state, { session: undefined, needed: Boolean(who) })
    if (who) await handler.revokeSession(who.chainId, who.address)
  }

  async function oneClickRequest(chains: readonly string[]): Promise<OneClickRequest | undefined> {
    if (!chains.length || chains.some((id) => !id.startsWith('eip155:'))) return undefined
    const data = await handler.createMessage({ chainId: chains[0] as CaipNetworkId, accountAddress: '' })
    oneClick = data
    const { domain, uri, nonce, statement, expirationTime, notBefore, requestId, resources } = data
    return { domain, uri, nonce, ...(statement && { statement }), ...(expirationTime && { exp: expirationTime }), ...(notBefore && { nbf: notBefore }), ...(requestId && { requestId }), ...(resources && { resources }) }
  }

  function acceptOneClick(signed: { chainId: CaipNetworkId; address: string; message: string; signature: string; cacao: unknown }) {
    const asked = oneClick
    if (!asked) return Promise.reject(new Error('No one-click sign-in was asked for'))
    oneClick = undefined
    const data: SiwxMessage = { ...asked, chainId: signed.chainId, accountAddress: signed.address }
    accepting = handler.addSession({ data, message: signed.message, signature: signed.signature, cacao: signed.cacao }).then((kept) => {
      state.session = kept ?? { data, message: signed.message, signature: signed.signature, cacao: signed.cacao }
      state.needed = false
      analytics.track('SIWX_AUTH_SUCCESS', { network: signed.chainId })
    })
    return accepting
  }

  const errorOf = featureErrorOf(
    'siwx',
    (current: Pick<SiwxState, 'error' | 'errorCode'>) => current.error,
    (current) => ({ code: current.errorCode ?? 'SIWX_FAILED', message: current.error! }),
  )
  return { state, required, check, signIn, cancel, getSessions, signOut, oneClickRequest, acceptOneClick, errorOf }
}
