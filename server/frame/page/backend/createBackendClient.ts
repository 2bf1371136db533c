import type { RecoveryEnvelope } from '../../custody/RecoveryEnvelope.js'
import type { RecoveryMaterial } from '../../../api/embedded/readRecoveryMaterial.js'
import type { PreferredAccountTypes, UserView } from '../../../api/embedded/readUserView.js'
import type { IdentitySignIn } from '../../../api/embedded/signInIdentity.js'
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'
import type { StepUpAction } from '../../../../adapters/embedded/protocol/stepUpActions.js'
import type { PasskeySignIn } from '../../../api/embedded/passkeys/openPasskeySession.js'
import type { PasskeyView } from '../../../api/embedded/passkeys/passkeyRows.js'
import type { SessionView } from '../../../api/embedded/sessions/readSessions.js'
import { BackendError } from './BackendError.js'
import type { PermissionGrant } from '../../../../services/permissions/PermissionGrant.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'

/** One namespace's split as the frame uploads it. */
export interface SplitUpload {
  namespace: 'eip155' | 'solana'
  splitId: string
  authShare: string
  recovery: RecoveryEnvelope
}

/** The ways a user signs in (account linking). */
export interface Logins {
  email: string | null
  logins: { provider: string; userName: string | null }[]
}

/** The signed-in user's devices, as `GET sessions` answers them. */
export interface Sessions {
  sessions: SessionView[]
}

/** A user's passkeys and second factor, as `GET passkeys` answers them. */
export interface Security {
  passkeys: PasskeyView[]
  secondFactor: { on: boolean; totp: boolean }
}

/** Options of {@link createBackendClient}. */
export interface BackendClientOptions {
  /** The API's base URL. */
  apiUrl: string
  projectId: string
  /** The session token, read from the frame origin's storage on each call. */
  token: () => string | undefined
  /**
   * A step-up token held for `action` (and `subject`), spent by the guarded call that takes it
   * (sent in the `airlock-step-up` header). Without it, a guarded call of a user whose second
   * factor is on fails with `step_up_required`.
   */
  stepUp?: (action: StepUpAction, subject?: string) => string | undefined
  fetch?: typeof fetch
}

/** The frame's calls to `/v1/embedded/*`; each rejects with a `BackendError`. */
export type BackendClient = ReturnType<typeof createBackendClient>

/**
 * The embedded wallet backend as the frame calls it. The session token travels as a Bearer
 * header from the frame origin only; nothing here ever sends a device share or a whole key.
 */
export function createBackendClient(options: BackendClientOptions) {
  const doFetch = options.fetch ?? fetch.bind(globalThis)
  const call = async <T>(method: string, path: string, body?: unknown, guard?: StepUpAction, subject?: string): Promise<T> => {
    const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}/v1/embedded/${path}`)
    url.searchParams.set('projectId', options.projectId)
    // The public configuration needs no session, and a session sealed and locked here must not hold it up (the unlock page reads its rpId).
    const token = path === 'config' ? undefined : options.token()
    const stepUp = guard && options.stepUp?.(guard, subject)
    let response: Response
    try {
      response = await doFetch(url, {
        method,
        headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }), ...(stepUp && { 'airlock-step-up': stepUp }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        cache: 'no-store',
        credentials: 'omit',
      })
    } catch {
      throw new BackendError(0, 'backend_unavailable', 'The wallet service cannot be reached')
    }
    const json = (await response.json().catch(() => undefined)) as unknown
    if (!response.ok) throw BackendError.fromAnswer(response.status, json)
    return json as T
  }
  return {
    config: () => call<{ recoveryPublicKey: string; recoveryKeyId: string; emailIntervalSeconds: number; passkeyRpId: string }>('GET', 'config'),
    /** `approval: 'link'`: a new device is approved by the emailed link even where an authenticator app could approve it. */
    startEmail: (email: string, deviceId: string, approval?: 'link') =>
      call<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'VERIFY_DEVICE_TOTP' }>('POST', 'email/start', { email, deviceId, ...(approval && { approval }) }),
    deviceStatus: (email: string, deviceId: string) => call<{ approved: boolean }>('POST', 'device/status', { email, deviceId }),
    /** Approves this new device with an authenticator-app code (after VERIFY_DEVICE_TOTP); the sign-in code is mailed. */
    approveDeviceByTotp: (email: string, deviceId: string, totp: string) => call<{ action: 'VERIFY_OTP' }>('POST', 'device/totp', { email, deviceId, totp }),
    verifyEmail: (email: string, otp: string, deviceId: string) =>
      call<{ token: string; expiresAt: number; user: UserView; isNewUser: boolean }>('POST', 'email/verify', { email, otp, deviceId }),
    socialBegin: (provider: string, deviceId: string, returnUrl?: string) => call<{ url: string }>('POST', 'social/begin', { provider, deviceId, returnUrl }),
    socialComplete: (uri: string, deviceId: string) => call<IdentitySignIn & { provider: string }>('POST', 'social/complete', { uri, deviceId }),
    farcasterBegin: (deviceId: string, siweUri: string) => call<{ id: string; url: string }>('POST', 'farcaster/begin', { deviceId, siweUri }),
    farcasterPoll: (id: string, deviceId: string) =>
      call<{ state: 'pending' } | (IdentitySignIn & { state: 'completed'; fid: number })>('POST', 'farcaster/poll', { id, deviceId }),
    logins: () => call<Logins>('GET', 'logins'),
    linkSocial: (uri: string, deviceId: string) => call<Logins>('POST', 'social/link', { uri, deviceId }, 'add_login'),
    linkEmail: (email: string) => call<{ action: 'VERIFY_OTP' }>('POST', 'email/link', { email }, 'add_login'),
    verifyLinkEmail: (email: string, otp: string) => call<Logins>('POST', 'email/link/verify', { email, otp }),
    unlink: (provider: string) => call<Logins>('POST', 'logins/unlink', { provider }, 'remove_login'),
    me: () => call<UserView>('GET', 'me'),
    /** SPEC §7 set preferred account: changes the named namespaces' types; the others stay. */
    setPreferredAccountTypes: (preferredAccountTypes: PreferredAccountTypes) => call<UserView>('PATCH', 'me', { preferredAccountTypes }),
    signOut: () => call<{ success: true }>('POST', 'signout'),
    createWallet: (accounts: (SplitUpload & { address: string })[]) => call<UserView>('POST', 'wallet', { accounts }),
    deviceShares: () => call<{ shares: { namespace: 'eip155' | 'solana'; address: string; splitId: string; authShare: string }[] }>('GET', 'shares'),
    recoveryMaterial: () => call<{ mode: 'automatic' | 'password'; shares: RecoveryMaterial[] }>('POST', 'shares/recover', undefined, 'new_device'),
    storeShares: (mode: 'automatic' | 'password', shares: SplitUpload[], replaceRecovery: boolean) =>
      call<UserView>('PUT', 'shares', { mode, shares, replaceRecovery }, replaceRecovery ? 'recovery_password' : undefined),
    updateEmail: (email: string) => call<{ action: 'VERIFY_PRIMARY_OTP' }>('POST', 'email/update', { email }, 'change_email'),
    verifyPrimaryEmail: (otp: string) => call<{ action: 'VERIFY_SECONDARY_OTP' }>('POST', 'email/update/primary', { otp }),
    verifySecondaryEmail: (otp: string) => call<{ email: string }>('POST', 'email/update/secondary', { otp }),
    /** A signed-in session's single-use ticket for the export page. */
    exportTicket: () => call<{ ticket: string; expiresAt: number; email: string }>('POST', 'export/ticket'),
    /** The export page's step-up (second factor on), made with its ticket for key export and that ticket: options, as `stepUpBegin`. */
    exportStepUpBegin: (ticket: string) =>
      call<{ options: PublicKeyCredentialRequestOptionsJSON | null; methods: { passkey: boolean; totp: boolean } }>('POST', 'export/stepup/begin', { ticket }),
    /** The export page's step-up token, bought with the assertion made for it or an authenticator-app code. */
    exportStepUpFinish: (ticket: string, proof: { response: AuthenticationResponseJSON } | { totp: string }) =>
      call<{ stepUp: string; expiresAt: number }>('POST', 'export/stepup/finish', { ticket, ...proof }),
    /** Mails the export code; with the second factor on, only with the page's step-up (checked, not spent). */
    startExport: (ticket: string) => call<{ sent: true; email: string }>('POST', 'export/start', { ticket }, 'export_key'),
    /** The export code; with the second factor on, spends the page's step-up too. */
    verifyExport: (ticket: string, otp: string) => call<{ user: UserView; mode: 'automatic' | 'password'; shares: RecoveryMaterial[] }>('POST', 'export/verify', { ticket, otp }, 'export_key'),
    passkeySignUpBegin: (deviceId: string) => call<{ options: PublicKeyCredentialCreationOptionsJSON }>('POST', 'passkey/signup/begin', { deviceId }),
    passkeySignUpFinish: (deviceId: string, response: RegistrationResponseJSON, name?: string) => call<PasskeySignIn>('POST', 'passkey/signup/finish', { deviceId, response, name }),
    passkeySignInBegin: (deviceId: string) => call<{ options: PublicKeyCredentialRequestOptionsJSON }>('POST', 'passkey/signin/begin', { deviceId }),
    passkeySignInFinish: (deviceId: string, response: AuthenticationResponseJSON) => call<PasskeySignIn>('POST', 'passkey/signin/finish', { deviceId, response }),
    passkeyRegisterBegin: () => call<{ options: PublicKeyCredentialCreationOptionsJSON }>('POST', 'passkey/register/begin', {}, 'add_login'),
    passkeyRegisterFinish: (response: RegistrationResponseJSON, name?: string) => call<Security & { id: string }>('POST', 'passkey/register/finish', { response, name }),
    security: () => call<Security>('GET', 'passkeys'),
    removePasskey: (id: string) => call<Security>('POST', 'passkeys/remove', { id }, 'remove_login'),
    /** Options of an assertion made for one action (and subject): the user's passkeys, and whether an authenticator app may stand in. */
    stepUpBegin: (action: StepUpAction, subject?: string) =>
      call<{ options: PublicKeyCredentialRequestOptionsJSON | null; methods: { passkey: boolean; totp: boolean } }>('POST', 'stepup/begin', { action, subject }),
    /** A step-up token for one action, bought with the assertion made for it or an authenticator-app code. */
    stepUpFinish: (action: StepUpAction, proof: { response: AuthenticationResponseJSON } | { totp: string }, subject?: string) =>
      call<{ stepUp: string; expiresAt: number }>('POST', 'stepup/finish', { action, subject, ...proof }),
    /** Spends a held step-up for an action no other call guards (a large send), answering whether the API took it. */
    checkStepUp: (action: StepUpAction, subject?: string) => call<{ ok: true }>('POST', 'stepup/check', { action, subject }, action, subject),
    totpSetup: () => call<{ secret: string; uri: string }>('POST', 'totp/setup', {}, 'second_factor'),
    totpConfirm: (totp: string) => call<Security>('POST', 'totp/confirm', { totp }),
    setSecondFactor: (on: boolean) => call<Security>('POST', 'second-factor', { on }, on ? undefined : 'second_factor'),
    /** Records grants the person approved; the API checks each against the chain's rules. */
    recordPermissions: (body: { chainId: string; appOrigin: string; grants: { request: PermissionRequest; context: string }[] }) => call<{ recorded: string[] }>('POST', 'permissions', body),
    /** The live grants, with their use read from the chain. */
    listPermissions: () => call<{ grants: PermissionGrant[] }>('GET', 'permissions'),
    /** Records a revocation once mined (the API reads the chain first). */
    permissionRevoked: (chainId: string, delegationHash: string) => call<{ revoked: true }>('POST', 'permissions/revoked', { chainId, delegationHash }),
    /** The user's signed-in devices: how each signed in, its device, its last use, this one marked. */
    sessions: () => call<Sessions>('GET', 'sessions'),
    /** Signs another device out; with the second factor on, after a step-up for `end_sessions`. */
    endSession: (id: string) => call<Sessions>('POST', 'sessions/revoke', { id }, 'end_sessions'),
    /** Signs every other device out; with the second factor on, after a step-up for `end_sessions`. */
    endOtherSessions: () => call<Sessions>('POST', 'sessions/revoke-others', {}, 'end_sessions'),
  }
}
