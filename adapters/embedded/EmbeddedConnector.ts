import type { Connector, PermissionGrant } from 'airlock/kit'
import type { Approvals } from './createApprovals.js'
import type { EmbeddedSession } from './createEmbeddedSession.js'
import type { EmbeddedUser } from './protocol/embeddedUserSchema.js'
import type { FramePage, PasskeyPageMode } from './protocol/frameUrl.js'
import type { PasskeyCheck, SecurityUpdate } from './createPasskeyChecks.js'
import type { FrameResult } from './protocol/frameResultSchemas.js'
import type { StepUpAction } from './protocol/stepUpActions.js'

/** What CONNECT_OTP led to: a session, or a device whose keys wait for the recovery password. */
export type OtpOutcome =
  | { kind: 'connected'; session: EmbeddedSession; isNewUser: boolean }
  /** The keys are behind the user's recovery password: show the frame's recovery page, then `resume()`. */
  | { kind: 'needsRecoveryPassword' }

/** One of SPEC §5's six social providers. */
export type SocialProviderName = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** A user's passkeys and second factor. */
export type Security = FrameResult<'GET_SECURITY'>

/**
 * The devices signed in to the wallet, this one first: each `{ id, method, detail, device,
 * createdAt, lastUsedAt, current }` (`method`: `email`, `passkey`, a social provider,
 * `farcaster`, or null when unknown; `detail`: the address, passkey or login name).
 */
export type Sessions = FrameResult<'GET_SESSIONS'>

/** The ways into one wallet: its email, and its linked social and Farcaster logins. */
export interface Logins {
  email: string | null
  logins: { provider: string; userName: string | null }[]
}

/** A social or Farcaster sign-in that opened the wallet: the session, and the name the Account view shows. */
export interface SignedIn {
  session: EmbeddedSession
  userName?: string
}

/**
 * The embedded wallet of one instance: a hidden frame on the wallet's own origin that holds
 * the keys, reached by email sign-in. Every method rejects with a `FrameRequestError`
 * (match on its `code`: `invalid_code`, `code_expired`, `rate_limited` …).
 */
export interface EmbeddedConnector extends Connector {
  readonly approvals: Approvals
  /** Loads the frame ahead of a likely sign-in (the email form is shown), so the first request answers sooner. */
  prepare(): void
  /** The signed-in user, once there is one. */
  user(): EmbeddedUser | undefined
  /** The social provider (or `farcaster`) and name the wallet was last opened with, kept across reloads (SPEC §9). */
  socialLogin(): { provider?: string; userName?: string }
  /**
   * Sends a sign-in code (VERIFY_OTP); for a known user on a new device, asks for the device's
   * approval first: by an authenticator-app code where the user has one (VERIFY_DEVICE_TOTP,
   * no email sent), else by an emailed link (VERIFY_DEVICE). `approval: 'link'`: the emailed
   * link even where an app could approve (the person lost it).
   */
  startEmail(email: string, approval?: 'link'): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE' | 'VERIFY_DEVICE_TOTP'>
  /** Waits (up to 25 s a call) for the emailed device link to be opened; `false`: ask again. */
  awaitDevice(signal?: AbortSignal): Promise<boolean>
  /** Approves the new device with an authenticator-app code (after VERIFY_DEVICE_TOTP); the sign-in code is then mailed (VERIFY_OTP). */
  approveDeviceByTotp(totp: string): Promise<void>
  verifyOtp(otp: string): Promise<OtpOutcome>
  /** The session after the recovery page unlocked the keys. */
  resume(): Promise<EmbeddedSession>
  /**
   * SPEC §7 set preferred account in `namespace` (default eip155): the smart account (its
   * address replaces the EOA's, `accountsChanged`) or the regular account. Where the
   * network or namespace has no smart accounts it rejects with `unsupported` ('This
   * application might not support Smart Accounts') and the EOA stays.
   */
  setPreferredAccount(type: 'eoa' | 'smartAccount', namespace?: 'eip155' | 'solana'): Promise<EmbeddedUser>
  /**
   * SPEC §7 init smart account: the user's smart account on the frame's eip155 chain (its
   * address, deployed or not) without switching to it; `unsupported` where the network has none.
   */
  smartAccount(): Promise<{ address: string; isDeployed: boolean }>
  /** Email change, step by step: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP, then the new email. */
  updateEmail(email: string): Promise<'VERIFY_PRIMARY_OTP'>
  verifyPrimaryOtp(otp: string): Promise<'VERIFY_SECONDARY_OTP'>
  verifySecondaryOtp(otp: string): Promise<string>
  /**
   * SPEC §7 social redirect URI: begins a social login bound to this device and answers the
   * provider's page. `returnUrl`: the app page a full-page login comes back to (with `result_uri`).
   */
  socialUri(provider: SocialProviderName, returnUrl?: string): Promise<string>
  /** SPEC §7 connect social: finishes the login from the callback's address and opens the wallet. */
  connectSocial(uri: string, provider: SocialProviderName): Promise<SignedIn>
  /** SPEC §7 Farcaster URI: opens a channel and answers the link a Farcaster client opens (QR, `farcaster://`). */
  farcasterUri(): Promise<string>
  /** SPEC §7 connect Farcaster: waits for the person to approve in their client, then opens the wallet. */
  connectFarcaster(signal?: AbortSignal): Promise<SignedIn>
  /** Account linking: the ways the signed-in user gets into this wallet. */
  logins(): Promise<Logins>
  /** Account linking: adds the social login whose callback address this is (begun with `socialUri`). */
  linkSocial(uri: string): Promise<Logins>
  /** Account linking: mails a code to `email` (for a wallet without one). */
  linkEmail(email: string): Promise<'VERIFY_OTP'>
  /** Account linking: checks the code; the email then opens this wallet too. */
  verifyLinkEmail(otp: string): Promise<Logins>
  /** Account linking: removes a login (`email`, a provider or `farcaster`); the last one is refused (`last_login`). */
  unlink(provider: string): Promise<Logins>
  /** SPEC §2 back from ConnectingFarcaster: RELOAD the frame, then resync the app metadata after 100 ms. */
  reload(): Promise<void>
  /** Calls `listener` with the callback's address when a social login popup comes back; returns the unsubscribe. */
  onSocialResult(listener: (uri: string) => void): () => void
  /**
   * The URL of the frame's recovery, passkey or approve page (a visible iframe in the modal) or
   * export page (a top-level window). The passkey page takes its ceremony (`mode`, and for a
   * step-up `action` and `subject`; its iframe needs
   * `allow="publickey-credentials-get; publickey-credentials-create"`); the approve page, the
   * visible frame holding the approval view's Approve button, its `approvalId` and `look` (the
   * modal's `accent`, `accentFg` (#hex) and `radius` (px) for the button).
   */
  pageUrl(page: Exclude<FramePage, 'frame'>, extra?: { mode?: PasskeyPageMode; action?: StepUpAction; subject?: string; approvalId?: string; look?: Record<string, string>; summary?: boolean }): string
  /**
   * Shows the wallet's own approval of `approvalId` in `holder` (a host's element, for a host
   * drawing its own approval dialog): the wallet's approve page, sized to itself, with what the
   * wallet decoded of a request that moves assets above its own Approve button (its code loads on
   * first use, so the page appears a moment later). Returns the removal.
   */
  showApproval(holder: HTMLElement, approvalId: string): () => void
  /**
   * The export page's URL for the signed-in user, carrying a single-use ticket of this session
   * (`#ticket=`): the export page takes it, with a fresh emailed code, instead of a session of
   * its own. Rejects with `not_connected` when nobody is signed in. With the second factor on,
   * the page makes its step-up itself, so one press in the app opens it.
   */
  exportPageUrl(): Promise<string>
  /** Resolves once the hidden frame is ready (loaded on first call): a passkey page works beside it. */
  whenReady(): Promise<void>
  /**
   * Where the wallet keeps this device's session and share, once the frame is ready: `local`
   * (the wallet's own storage), `sealed` (the browser denies the wallet's frame storage, so a
   * sealed copy is kept by this page and opened by the wallet's partitioned cookie: a reload
   * keeps the session) or `memory` (the browser keeps nothing for the wallet here: a reload or
   * leaving the page signs the person out; say so before it happens).
   */
  frameStorage(): 'local' | 'sealed' | 'memory' | undefined
  /** Waits for the passkey page (mode `signin`) to sign someone in or up, then opens their wallet. */
  awaitPasskeySignIn(signal?: AbortSignal): Promise<EmbeddedSession>
  /** The signed-in user's passkeys (name, device, last use) and second factor. */
  security(): Promise<Security>
  /** The live permissions the signed-in user granted to apps (ERC-7715), with their use read from the chain. */
  permissions(): Promise<PermissionGrant[]>
  /** Removes a passkey (never the last way in); with the second factor on, after a step-up the connector asks for. */
  removePasskey(id: string): Promise<Security>
  /** Turns the second factor on (a passkey or authenticator app is needed) or off (after a step-up). */
  setSecondFactor(on: boolean): Promise<Security>
  /** The devices signed in to the wallet: how each signed in, on what, when last used, this one marked. */
  sessions(): Promise<Sessions>
  /** Signs one other device out; with the second factor on, after a step-up the connector asks for. */
  signOutSession(id: string): Promise<Sessions>
  /** Signs every other device out; with the second factor on, after a step-up the connector asks for. */
  signOutOtherSessions(): Promise<Sessions>
  /** Tells the frame the app's dollar limit above which a send or swap needs a step-up (the frame keeps the lowest). */
  setStepUpLimit(usd: number): Promise<void>
  /** Calls `listener` when the passkey page finished something (a step-up, an unlock, a change); returns the unsubscribe. */
  onSecurityUpdate(listener: (update: SecurityUpdate) => void): () => void
  /**
   * With the second factor on, asks the person for a step-up made for `action` now (the frame's
   * passkey page, in PasskeyCheck), so the request that needs it later goes straight through;
   * at once when the factor is off. A view whose own state a push would lose calls it first.
   */
  stepUp(action: StepUpAction, subject?: string): Promise<void>
  /** The passkey check (step-up or unlock) a request waits on, by id, for the PasskeyCheck view. */
  passkeyCheck(id: string): PasskeyCheck | undefined
  /**
   * The wallet's passkey page for check `id` and its title in the person's language, for a host
   * drawing its own UI (`<WalletPasskeyCheck>`); undefined once the check is over.
   */
  passkeyPage(id: string): Promise<{ url: string; title: string } | undefined>
  /** The person left the PasskeyCheck view: the request waiting on it is declined. */
  cancelPasskeyCheck(id: string): void
  /** Calls `listener` when the frame's recovery page unlocked the keys; returns the unsubscribe. */
  onRecovered(listener: () => void): () => void
}
