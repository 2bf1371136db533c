import { type AirlockContext, closeAfterConnect, type ConnectorRegistry, type ConnectorSession, type FeatureError, featureErrorOf, type ViewName } from 'airlock/kit'
import { proxy } from 'valtio/vanilla'
import { describeSocialError } from './describeSocialError.js'
import { socialName } from './details.js'
import { type SocialOption, type SocialProvider, socialProviders } from './socialProviders.js'
import catalogs from './messages?catalogs'

/** SPEC §2: the query parameter a full-page login comes back with (also Telegram's). */
export const RESULT_URI_PARAM = 'result_uri'
/** How often a popup is checked for having been closed by the person. */
export const POPUP_CLOSED_POLL_MS = 500
const isAborted = (error: unknown) => (error as { code?: unknown } | null)?.code === 'aborted'

/** The popup's size on a desktop; on a phone the login takes the whole page instead. */
export const POPUP_FEATURES = 'popup,width=500,height=640'

/** How long a closed popup's answer may still take to arrive before the login counts as cancelled. */
export const POPUP_CLOSED_GRACE_MS = 1_000
/** The host-page key that remembers a full-page login's provider across the redirect. */
export const PENDING_REDIRECT_KEY = 'airlock-wallet:socialRedirect'

/** Where a social or Farcaster sign-in stands. */
export interface SocialsState {
  provider: SocialOption | undefined
  /** `waiting`: the popup or the Farcaster client is open; `connecting`: the wallet is opening. */
  step: 'idle' | 'waiting' | 'redirecting' | 'connecting'
  /** What the last sign-in's failure tells the person, in their language. */
  error: string | undefined
  /** The code that failure was decided on (the wallet frame's: `consent_denied`, `popup_blocked` …). */
  errorCode: string | undefined
  /** SPEC §3 farcasterUrl: the sign-in link shown as QR code and link. */
  farcasterUrl: string | undefined
  /** Account linking: the ways into the signed-in user's wallet, once read. */
  logins: { email: string | null; logins: { provider: string; userName: string | null }[] } | undefined
  /** Account linking: a link or unlink under way. */
  linking: boolean
  /** Account linking: what went wrong last, said on the account view. */
  linkError: string | undefined
}

/** A window the controller can open and watch (the browser's `Window`). */
export type PopupWindow = Pick<Window, 'close' | 'closed' | 'location'>

/** The social and Farcaster sign-in of one instance, for its views. */
export interface SocialsController {
  readonly state: SocialsState
  /** The providers the host lists, in its order. */
  options(): SocialOption[]
  /**
   * Signs in with `provider`: in `popup` (opened by the caller during the click), or, when
   * there is none (blocked, or a phone), by a full-page redirect back to this page.
   */
  signIn(provider: SocialProvider, popup: PopupWindow | null): Promise<void>
  /** Finishes a full-page login from the page's `result_uri` (then removed from the address bar); false when there is none. */
  resumeRedirect(): Promise<boolean>
  /** After a reload restored the embedded wallet: the provider and name it was opened with, shown again (SPEC §9). */
  showLastLogin(): Promise<void>
  /** Opens a Farcaster channel and waits for the person's approval. */
  signInWithFarcaster(): Promise<void>
  /** SPEC §2's back rule: leaving the Farcaster view while not connected. */
  leaveFarcaster(): void
  /** Account linking: reads the ways into the wallet. */
  loadLogins(): Promise<void>
  /** Account linking: links `provider` through `popup` (opened during the click); the login then opens this wallet too. */
  link(provider: SocialProvider, popup: PopupWindow | null): Promise<void>
  /** Account linking: mails a code to `email`; resolves whether it was sent. */
  linkEmail(email: string): Promise<boolean>
  /** Account linking: checks the code; the email then opens this wallet too. */
  verifyLinkEmail(otp: string): Promise<boolean>
  /** Account linking: removes a login; the last one is refused. */
  unlink(provider: string): Promise<void>
  /** Stops what is under way (the popup watch, the Farcaster wait). */
  cancel(): void
  /** Opens the login popup (call it during the click, so no blocker stops it); null on a phone, where the login takes the whole page. */
  openPopup(): PopupWindow | null
  embedded(): Promise<ConnectorRegistry['embedded']>
  /** The state's sign-in error as the socials views say it: its code and text, in the person's language. */
  errorOf(state: Pick<SocialsState, 'error' | 'errorCode'>): FeatureError | undefined
}

/**
 * Social logins and Sign In With Farcaster over the embedded connector. A popup is the
 * default (SPEC §3 socialWindow); the frame's callback page hands the provider's answer
 * back through the frame (SOCIAL_RESULT), and CONNECT_SOCIAL opens the wallet. A closed
 * popup is a cancel: back to Connect, no error. A declined consent goes back to Connect with
 * a clear message.
 */
export function createSocialsController(context: AirlockContext, location: Pick<Location, 'href' | 'search'> & { assign(url: string): void } = window.location): SocialsController {
  const state = proxy<SocialsState>({ provider: undefined, step: 'idle', error: undefined, errorCode: undefined, farcasterUrl: undefined, logins: undefined, linking: false, linkError: undefined })
  let running: AbortController | undefined
  const embedded = async () => (await context.connection()).connector('embedded')
  const namespace = () => context.chain.state.activeNamespace
  // The errors it names are read in the person's language: their catalog loads with the controller.
  void context.i18n.load(catalogs)
  // Named once this locale's catalog is here (a full-page login can come back before any view loaded it).
  const describe = async (error: unknown, name: string) => {
    await context.i18n.load(catalogs)
    return describeSocialError(error, name, context.i18n)
  }
  const nameOf = (login: string) => (login === 'email' ? context.i18n.t(catalogs, 'socials.email') : (socialName(login as SocialOption) ?? login))

  const begin = () => {
    running?.abort()
    const controller = (running = new AbortController())
    Object.assign(state, { error: undefined, errorCode: undefined })
    return controller
  }
  /** Shows on each connected account of the embedded wallet how it was opened: the provider and the name. */
  const showLogin = (option: SocialOption, userName: string | undefined) => {
    for (const key of Object.keys(context.chain.state.accounts) as (keyof typeof context.chain.state.accounts)[]) {
      const account = context.chain.state.accounts[key]
      if (account?.status !== 'connected') continue
      context.chain.setAccount(key, {
        socialProvider: option,
        ...(userName && { user: { ...account.user, username: userName } }),
        ...(account.connectedWalletInfo && { connectedWalletInfo: { ...account.connectedWalletInfo, social: option } }),
      })
    }
  }
  const connect = async (from: ViewName, option: SocialOption, signIn: (connector: ConnectorRegistry['embedded']) => Promise<{ session: ConnectorSession; userName?: string }>) => {
    state.step = 'connecting'
    // Signed in first, then handed over: the frame's error codes (consent_denied …) reach `fail` as they are.
    const { session, userName } = await signIn(await embedded())
    await (await context.connection()).connectWith('embedded', async () => session)
    showLogin(option, userName)
    context.analytics.track('SOCIAL_LOGIN_SUCCESS', { provider: option })
    Object.assign(state, { step: 'idle', provider: undefined, farcasterUrl: undefined })
    closeAfterConnect(context, from)
  }
  /** A failure: back to Connect; a declined consent or any other error is said there, a cancel is not. */
  const fail = async (error: unknown, option: SocialOption, cancelled: boolean) => {
    Object.assign(state, { step: 'idle', provider: undefined })
    if (cancelled) return
    const message = await describe(error, socialName(option))
    const code = (error as { code?: unknown } | null)?.code
    Object.assign(state, { error: message, errorCode: typeof code === 'string' ? code : 'social_failed' })
    context.alerts.show('error', message)
  }
  const backToConnect = () => {
    const { history } = context.router.state
    const index = history.findIndex((entry) => entry.view === 'Connect')
    if (index >= 0) context.router.goBackToIndex(index)
    else context.router.reset('Connect')
  }

  const linking = async (work: () => Promise<void>): Promise<boolean> => {
    Object.assign(state, { linking: true, linkError: undefined })
    try {
      await work()
      return true
    } catch (error) {
      state.linkError = await describe(error, nameOf('email'))
      return false
    } finally {
      state.linking = false
    }
  }
  const waitForPopup = (connector: ConnectorRegistry['embedded'], popup: PopupWindow, signal: AbortSignal) =>
    new Promise<string | undefined>((resolve) => {
      const stop = connector.onSocialResult((uri) => done(uri))
      // The callback page posts its answer, then closes itself: a popup found closed may have
      // an answer still on its way through the frame, so it counts as a cancel only a moment later.
      let grace: ReturnType<typeof setTimeout> | undefined
      const timer = setInterval(() => {
        if (popup.closed && !grace) grace = setTimeout(() => done(undefined), POPUP_CLOSED_GRACE_MS)
      }, POPUP_CLOSED_POLL_MS)
      const done = (uri: string | undefined) => {
        stop()
        clearInterval(timer)
        clearTimeout(grace)
        signal.removeEventListener('abort', aborted)
        resolve(uri)
      }
      const aborted = () => {
        popup.close()
        done(undefined)
      }
      signal.addEventListener('abort', aborted, { once: true })
    })

  return {
    state,
    embedded,
    errorOf: featureErrorOf(
      'socials',
      (current: Pick<SocialsState, 'error' | 'errorCode'>) => current.error && `${current.errorCode}:${current.error}`,
      (current) => ({ code: current.errorCode ?? 'social_failed', message: current.error! }),
    ),
    options: () => context.config.features.socials || [],
    async signIn(provider, popup) {
      const controller = begin()
      const from = context.router.state.view
      Object.assign(state, { provider, step: popup ? 'waiting' : 'redirecting' })
      try {
        const connector = await embedded()
        if (!popup) {
          // A full-page login: the provider comes back to this very page with result_uri.
          context.chain.setAccount(namespace(), { socialWindow: 'redirect' })
          const uri = await connector.socialUri(provider, location.href)
          sessionStorage.setItem(PENDING_REDIRECT_KEY, provider)
          location.assign(uri)
          return
        }
        context.chain.setAccount(namespace(), { socialWindow: 'popup' })
        const result = waitForPopup(connector, popup, controller.signal)
        popup.location.href = await connector.socialUri(provider)
        const uri = await result
        if (!uri) {
          // The person closed the popup: a cancel, not an error.
          Object.assign(state, { step: 'idle', provider: undefined })
          if (!controller.signal.aborted) backToConnect()
          return
        }
        await connect(from, provider, async (c) => c.connectSocial(uri, provider))
      } catch (error) {
        popup?.close()
        const cancelled = isAborted(error)
        // Back on Connect first: the alert belongs to the view it is said on.
        if (!cancelled) backToConnect()
        await fail(error, provider, cancelled)
      }
    },
    async showLastLogin() {
      const embeddedAccount = Object.values(context.chain.state.accounts).find((account) => account?.status === 'connected' && account.connectedWalletInfo?.identifier === 'embedded')
      if (!embeddedAccount || embeddedAccount.socialProvider) return
      const { provider, userName } = (await embedded()).socialLogin()
      const known = [...socialProviders, 'farcaster'] as readonly string[]
      if (provider && known.includes(provider)) showLogin(provider as SocialOption, userName)
    },
    async resumeRedirect() {
      const url = new URL(location.href)
      const uri = url.searchParams.get(RESULT_URI_PARAM)
      if (!uri) return false
      // SPEC §2: read, then removed from the address bar.
      url.searchParams.delete(RESULT_URI_PARAM)
      history.replaceState(history.state, '', url.href)
      const provider = (sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? 'google') as SocialProvider
      sessionStorage.removeItem(PENDING_REDIRECT_KEY)
      begin()
      Object.assign(state, { provider, step: 'connecting' })
      context.modal.open({ view: 'SocialLogin', data: { provider } })
      try {
        await connect('SocialLogin', provider, async (c) => c.connectSocial(uri, provider))
      } catch (error) {
        backToConnect()
        await fail(error, provider, false)
      }
      return true
    },
    async signInWithFarcaster() {
      const controller = begin()
      Object.assign(state, { provider: 'farcaster', step: 'waiting', farcasterUrl: undefined })
      try {
        const connector = await embedded()
        const url = await connector.farcasterUri()
        if (controller.signal.aborted) return
        state.farcasterUrl = url
        context.chain.setAccount(namespace(), { farcasterUrl: url })
        await connect('ConnectingFarcaster', 'farcaster', async (c) => c.connectFarcaster(controller.signal))
      } catch (error) {
        await fail(error, 'farcaster', controller.signal.aborted || isAborted(error))
      }
    },
    leaveFarcaster() {
      running?.abort()
      const account = context.chain.state.accounts[namespace()]
      if (account?.status === 'connected') return
      // SPEC §2: clear the Farcaster URL, reload the auth provider, resync the app metadata after 100 ms.
      Object.assign(state, { step: 'idle', provider: undefined, farcasterUrl: undefined })
      if (account) context.chain.setAccount(namespace(), { farcasterUrl: undefined })
      void embedded().then((connector) => connector.reload(), (error: unknown) => context.logger.debug('The embedded wallet could not be reloaded', error))
    },
    async loadLogins() {
      try {
        state.logins = await (await embedded()).logins()
      } catch (error) {
        state.linkError = await describe(error, '')
      }
    },
    async link(provider, popup) {
      const controller = begin()
      Object.assign(state, { linking: true, linkError: undefined })
      try {
        if (!popup) throw Object.assign(new Error('The browser blocked the login window'), { code: 'popup_blocked' })
        const connector = await embedded()
        const result = waitForPopup(connector, popup, controller.signal)
        popup.location.href = await connector.socialUri(provider)
        const uri = await result
        if (uri) state.logins = await connector.linkSocial(uri)
      } catch (error) {
        popup?.close()
        if (!isAborted(error)) state.linkError = await describe(error, socialName(provider))
      } finally {
        state.linking = false
      }
    },
    async linkEmail(email) {
      return linking(async () => {
        await (await embedded()).linkEmail(email.trim())
      })
    },
    async verifyLinkEmail(otp) {
      return linking(async () => {
        state.logins = await (await embedded()).verifyLinkEmail(otp)
      })
    },
    async unlink(provider) {
      Object.assign(state, { linking: true, linkError: undefined })
      try {
        state.logins = await (await embedded()).unlink(provider)
      } catch (error) {
        state.linkError = await describe(error, nameOf(provider))
      } finally {
        state.linking = false
      }
    },
    cancel() {
      running?.abort()
      running = undefined
    },
    openPopup: () => (context.isMobile() ? null : window.open('', 'airlock-social', POPUP_FEATURES)),
  }
}
