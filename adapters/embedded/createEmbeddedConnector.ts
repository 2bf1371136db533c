import { type AirlockContext, type ChainNamespace, isNetworkSupported, type PermissionGrant } from 'airlock/kit'
import { approvalModeOf, createApprovals } from './createApprovals.js'
import { createEmbeddedFrame, type FrameEvent } from './createEmbeddedFrame.js'
import { createEmbeddedSession, type EmbeddedSession } from './createEmbeddedSession.js'
import { createLoginCache } from './createLoginCache.js'
import { createPasskeyChecks, type SecurityUpdate } from './createPasskeyChecks.js'
import type { EmbeddedConnector } from './EmbeddedConnector.js'
import { registerFrameAlerts, showFrameAlert } from './frameAlerts.js'
import type { FrameTransport } from './protocol/createFrameTransport.js'
import type { EmbeddedUser, PreferredAccountTypes } from './protocol/embeddedUserSchema.js'
import type { FrameRequestPayload, FrameRequestType } from './protocol/frameRequestPayloads.js'
import { FrameRequestError } from './protocol/FrameRequestError.js'
import type { FrameResult } from './protocol/frameResultSchemas.js'
import { FRAME_SIGN_OUT_WAIT_MS } from './protocol/frameTimeouts.js'
import { buildFrameUrl } from './protocol/frameUrl.js'
import type { ApprovePageUrl } from './showApproval.js'
import catalogs from './messages?catalogs'

/** SPEC §3 account types in use per namespace; from a frame before the map, its single eip155 type. */
const typesOf = (user: EmbeddedUser): PreferredAccountTypes => user.preferredAccountTypes ?? { eip155: user.preferredAccountType }

/** SPEC §2: after back from the Farcaster view, the app metadata is synced again this much later. */
export const FARCASTER_BACK_RESYNC_MS = 100

/**
 * The embedded connector of one instance. The frame loads only when first needed (a sign-in,
 * or a reload after one, known from the login cache); its errors show SPEC §8's alerts.
 */
export function createEmbeddedConnector(context: AirlockContext): EmbeddedConnector {
  const frameUrl = context.config.frameUrl
  const cache = createLoginCache()
  const checks = createPasskeyChecks(context)
  const approvals = createApprovals(context, approvalModeOf(context.config), checks)
  const recovered = new Set<() => void>()
  const signedInWaiters = new Set<() => void>()
  const securityListeners = new Set<(update: SecurityUpdate) => void>()
  const socialResults = new Set<(uri: string) => void>()
  let session: EmbeddedSession | undefined
  let email: string | undefined
  void registerFrameAlerts(context)

  const onEvent = (event: FrameEvent) => {
    if (event.type === 'FRAME_ERROR') showFrameAlert(context, event.payload)
    if (event.type === 'SOCIAL_RESULT') for (const listener of socialResults) listener(event.payload.uri)
    if (event.type === 'SECURITY_UPDATE') {
      checks.settle(event.payload)
      for (const listener of securityListeners) listener(event.payload)
    }
    // The person pressed the frame's own Approve button: the approval view sends the request once
    // its simulation allows (headless, with no such view, it is sent at once).
    if (event.type === 'APPROVAL_CONFIRMED') approvals.confirmed(event.payload.approvalId)
    if (event.type !== 'SESSION_UPDATE') return
    const { isConnected, reason, user } = event.payload
    if (reason === 'recovered') for (const listener of recovered) listener()
    if (reason === 'signed_in' && isConnected) for (const waiter of [...signedInWaiters]) waiter()
    if (reason === 'email_updated' && user?.email) {
      cache.write({ email: user.email })
      session?.update({ ...session.user, email: user.email })
      markAccounts()
    }
    if (!isConnected) {
      if (reason === 'expired') showFrameAlert(context, { code: 'session_expired' })
      cache.clear()
      session?.end()
      session = undefined
    }
  }
  const frame = createEmbeddedFrame(context, frameUrl ?? 'about:blank', onEvent)

  const ready = async (): Promise<FrameTransport> => {
    if (!frameUrl) throw new FrameRequestError('iframe_load_failed', 'frameUrl is not configured')
    try {
      return (await frame.connect()).transport
    } catch (error) {
      showFrameAlert(context, error as FrameRequestError)
      throw error
    }
  }
  const call = async <T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>): Promise<FrameResult<T>> => {
    const transport = await ready()
    try {
      // With the second factor on, the frame may need a step-up first: asked for, then sent again.
      return await checks.run(() => transport.request(type, payload))
    } catch (error) {
      showFrameAlert(context, error as FrameRequestError)
      throw error
    }
  }

  const signOut = async () => {
    cache.clear()
    session = undefined
    const transport = await frame.connect().then((started) => started.transport, () => undefined)
    if (!transport) return
    // SPEC §9: wait at most 3 s, then treat the frame as signed out.
    await Promise.race([transport.request('SIGN_OUT', {}).catch(() => {}), new Promise((resolve) => setTimeout(resolve, FRAME_SIGN_OUT_WAIT_MS))])
  }

  /** SPEC §3: the account types per namespace, the smart account's deployment and the user's email, on each embedded account once connected. */
  const markAccount = (namespace: ChainNamespace) => {
    const user = session?.user
    const account = context.chain.state.accounts[namespace]
    if (!user || account?.connectedWalletInfo?.identifier !== 'embedded') return
    context.chain.setAccount(namespace, {
      preferredAccountTypes: { ...account.preferredAccountTypes, ...typesOf(user) },
      ...(namespace === 'eip155' && {
        smartAccountDeployed: user.smartAccountDeployed ?? false,
        smartAccountAvailable: user.chainId.startsWith('eip155:') && user.smartAccountEnabledNetworks.includes(Number(user.chainId.split(':')[1])),
      }),
      // The person sees the email their wallet opens with (Account, the wallet's menu).
      ...(user.email && { user: { ...account.user, email: user.email } }),
    })
  }
  const markAccounts = () => {
    for (const namespace of Object.keys(context.chain.state.accounts) as ChainNamespace[]) markAccount(namespace)
  }
  context.bus.on('account:connected', ({ namespace }) => markAccount(namespace))
  /** Reads the user again on the frame's current chain (address, deployment) and hands it to the session. */
  const refreshUser = async () => {
    const current = session
    if (!current) return
    const { user } = await call('GET_USER', {})
    if (session !== current) return
    current.update(user)
    cache.write({ preferredAccountTypes: typesOf(user), smartAccountEnabledNetworks: user.smartAccountEnabledNetworks })
    markAccounts()
  }

  const open = async (user: EmbeddedUser): Promise<EmbeddedSession> => {
    const transport = await ready()
    const solana = user.accounts.some((account) => account.namespace === 'solana')
      ? (await transport.request('GET_CHAIN_ID', { namespace: 'solana' }).catch(() => undefined))?.chainId
      : undefined
    // The frame reaches the networks the API serves (its RPC goes through it), and no others.
    const served = await Promise.all(context.chain.state.networks.map(async (network) => [network.caipNetworkId, await isNetworkSupported(context.api, network.caipNetworkId)] as const))
    const reaches = (caipNetworkId: string) => served.some(([id, ok]) => ok && id === caipNetworkId)
    session?.end()
    session = createEmbeddedSession({
      context, transport, approvals, user, chains: { eip155: user.chainId, ...(solana && { solana }) }, reaches, signOut,
      // A smart account deploys with its first user operation: read that back.
      onSent: () => {
        if (session?.user.preferredAccountType === 'smartAccount' && !session.user.smartAccountDeployed) void refreshUser().catch(() => {})
      },
      // A smart account exists only where the chain has them: another chain may mean another address.
      onChainChanged: () => void refreshUser().catch(() => {}),
    })
    cache.write({ emailLoginUsed: true, ...(user.email && { email: user.email }), preferredAccountTypes: typesOf(user), smartAccountEnabledNetworks: user.smartAccountEnabledNetworks })
    return session
  }
  const signedIn = async (user: EmbeddedUser, provider: string, userName: string | undefined) => {
    const name = userName ?? user.userName
    const opened = await open(name ? { ...user, userName: name } : user)
    cache.write({ socialProvider: provider, ...(name && { socialUsername: name }) })
    return { session: opened, ...(name && { userName: name }) }
  }
  const preferredChain = () => {
    const { activeCaipNetworkId, networks } = context.chain.state
    return activeCaipNetworkId?.startsWith('eip155:') ? activeCaipNetworkId : networks.find((network) => network.chainNamespace === 'eip155')?.caipNetworkId
  }
  const loadUser = async () => {
    const chainId = preferredChain()
    return (await call('GET_USER', chainId ? { chainId } : {})).user
  }

  const pageUrl: EmbeddedConnector['pageUrl'] = (page, extra = {}) => {
    const { look, summary, ...fields } = extra
    const params = { projectId: context.config.projectId, themeMode: context.config.themeMode, sdkType: 'airlock', locale: context.i18n.locale }
    const url = new URL(buildFrameUrl(frameUrl ?? 'about:blank', page, page === 'export' ? params : { ...params, parentOrigin: location.origin, ...fields, ...(summary && { summary: '1' as const }) }))
    for (const [key, value] of Object.entries(look ?? {})) url.searchParams.set(key, value)
    return url.href
  }
  return {
    approvals,
    user: () => session?.user,
    socialLogin() {
      const { socialProvider, socialUsername } = cache.read()
      return { ...(socialProvider && { provider: socialProvider }), ...(socialUsername && { userName: socialUsername }) }
    },
    prepare() {
      ready().catch((error: unknown) => context.logger.debug('The embedded wallet frame could not be prepared', error))
    },
    async restore() {
      const { emailLoginUsed, preferredAccountTypes } = cache.read()
      if (!emailLoginUsed || !frameUrl) return undefined
      // SPEC §9: the account types last in use show on the accounts being restored before the frame answers.
      for (const [namespace, account] of Object.entries(context.chain.state.accounts)) {
        if (account?.status === 'connecting') context.chain.setAccount(namespace as ChainNamespace, { preferredAccountTypes: { ...preferredAccountTypes } })
      }
      const { isConnected } = await frame.connect()
      if (!isConnected) {
        cache.clear()
        return undefined
      }
      return open(await loadUser())
    },
    async startEmail(address, approval) {
      const { action } = await call('CONNECT_EMAIL', { email: address, ...(approval && { approval }) })
      email = address
      // An app code sends no email: only an email sent counts as one (SPEC §9's wait).
      if (action !== 'VERIFY_DEVICE_TOTP') cache.write({ lastEmailLoginTime: Date.now() })
      return action
    },
    async approveDeviceByTotp(totp) {
      await call('CONNECT_DEVICE_TOTP', { totp })
      cache.write({ lastEmailLoginTime: Date.now() })
    },
    async awaitDevice(signal) {
      const transport = await ready()
      return (await transport.request('CONNECT_DEVICE', {}, signal ? { signal } : {})).approved
    },
    async verifyOtp(otp) {
      const result = await call('CONNECT_OTP', { otp })
      if (result.needsRecoveryPassword) return { kind: 'needsRecoveryPassword' }
      const user = result.user.email || !email ? result.user : { ...result.user, email }
      return { kind: 'connected', session: await open(user), isNewUser: result.isNewUser }
    },
    resume: async () => open(await loadUser()),
    async socialUri(provider, returnUrl) {
      return (await call('GET_SOCIAL_REDIRECT_URI', { provider, ...(returnUrl && { returnUrl }) })).uri
    },
    async connectSocial(uri, provider) {
      const { user, userName } = await call('CONNECT_SOCIAL', { uri })
      return signedIn(user, provider, userName)
    },
    farcasterUri: async () => (await call('GET_FARCASTER_URI', {})).url,
    async connectFarcaster(signal) {
      const transport = await ready()
      const { user, userName } = await transport.request('CONNECT_FARCASTER', {}, signal ? { signal } : {})
      return signedIn(user, 'farcaster', userName)
    },
    logins: () => call('GET_LOGINS', {}),
    linkSocial: (uri) => call('LINK_SOCIAL', { uri }),
    unlink: (provider) => call('UNLINK_LOGIN', { provider }),
    linkEmail: async (address) => (await call('LINK_EMAIL', { email: address })).action,
    verifyLinkEmail: (otp) => call('LINK_EMAIL_OTP', { otp }),
    async reload() {
      if (frame.state === 'none') return
      await call('RELOAD', {})
      await new Promise((resolve) => setTimeout(resolve, FARCASTER_BACK_RESYNC_MS))
      await frame.syncDappData()
    },
    onSocialResult(listener) {
      socialResults.add(listener)
      return () => socialResults.delete(listener)
    },
    updateEmail: async (address) => (await call('UPDATE_EMAIL', { email: address })).action,
    verifyPrimaryOtp: async (otp) => (await call('UPDATE_EMAIL_PRIMARY_OTP', { otp })).action,
    async smartAccount() {
      if (!session) throw new FrameRequestError('not_connected', 'Sign in first')
      return call('INIT_SMART_ACCOUNT', {})
    },
    async setPreferredAccount(type, namespace) {
      if (!session) throw new FrameRequestError('not_connected', 'Sign in first')
      // The frame keeps the EOA when the smart account cannot be had (SPEC §4, §8's message).
      await call('SET_PREFERRED_ACCOUNT', { type, ...(namespace && { namespace }) })
      await refreshUser()
      return session.user
    },
    async verifySecondaryOtp(otp) {
      const updated = (await call('UPDATE_EMAIL_SECONDARY_OTP', { otp })).email
      cache.write({ email: updated })
      if (session) Object.assign(session.user, { email: updated })
      return updated
    },
    pageUrl,
    showApproval(holder, approvalId) {
      // Its code loads on a host's first <WalletApproval>, not with the connector.
      let remove: (() => void) | undefined
      let removed = false
      void Promise.all([import('./showApproval.js'), context.i18n.load(catalogs)]).then(([module]) => {
        if (removed) return
        const url: ApprovePageUrl = (id, look, summary) => pageUrl('approve', { approvalId: id, look, summary })
        remove = module.showApproval(holder, approvalId, url, context.i18n.t(catalogs, 'embedded.approval.approveFrame'))
      })
      return () => {
        removed = true
        remove?.()
      }
    },
    async exportPageUrl() {
      const { ticket } = await call('GET_EXPORT_TICKET', {})
      return `${pageUrl('export')}#ticket=${encodeURIComponent(ticket)}`
    },
    async whenReady() {
      await ready()
    },
    frameStorage: () => frame.storage,
    async awaitPasskeySignIn(signal) {
      await ready()
      await new Promise<void>((resolve, reject) => {
        const done = () => {
          signedInWaiters.delete(done)
          resolve()
        }
        signedInWaiters.add(done)
        signal?.addEventListener('abort', () => {
          signedInWaiters.delete(done)
          reject(new FrameRequestError('aborted', 'Request was aborted'))
        }, { once: true })
      })
      return open(await loadUser())
    },
    security: () => call('GET_SECURITY', {}),
    permissions: async () => (await call('GET_PERMISSIONS', {})).grants as unknown as PermissionGrant[],
    removePasskey: (id) => call('REMOVE_PASSKEY', { id }),
    async setSecondFactor(on) {
      const security = await call('SET_SECOND_FACTOR', { on })
      if (session) session.user.secondFactor = security.secondFactor.on
      return security
    },
    sessions: () => call('GET_SESSIONS', {}),
    signOutSession: (id) => call('SIGN_OUT_SESSION', { id }),
    signOutOtherSessions: () => call('SIGN_OUT_OTHER_SESSIONS', {}),
    async setStepUpLimit(usd) {
      await call('SET_STEP_UP_LIMIT', { usd })
    },
    onSecurityUpdate(listener) {
      securityListeners.add(listener)
      return () => securityListeners.delete(listener)
    },
    async stepUp(action, subject) {
      if (session?.user.secondFactor) await checks.ask({ mode: 'verify', action, ...(subject && { subject }) })
    },
    passkeyCheck: (id) => checks.get(id),
    async passkeyPage(id) {
      const check = checks.get(id)
      if (!check) return undefined
      await context.i18n.load(catalogs)
      return { url: pageUrl('passkey', check), title: context.i18n.t(catalogs, check.mode === 'unlock' ? 'embedded.passkey.unlockFrame' : 'embedded.passkey.frame') }
    },
    cancelPasskeyCheck: (id) => checks.cancel(id),
    onRecovered(listener) {
      recovered.add(listener)
      return () => recovered.delete(listener)
    },
  }
}
