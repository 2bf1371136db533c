import { randomBytes } from 'node:crypto'
import type { StepUpAction } from '../../../adapters/embedded/protocol/stepUpActions.js'
import { createBackendClient } from '../../frame/page/backend/createBackendClient.js'
import { createWalletKeys } from '../../frame/page/custody/createWalletKeys.js'
import { operatorSealer } from '../../frame/page/custody/RecoverySealer.js'
import { createSoftAuthenticator } from './createSoftAuthenticator.js'
import type { EmbeddedTestApi } from './startEmbeddedTestApi.js'

/** Passkeys belong to the frame's origin, which must be a domain: `localhost`, as in the demo. */
export const PASSKEY_FRAME = 'http://localhost:48793'
/** The browser the test devices say they are. */
export const TEST_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

let emails = 0

/**
 * Frames on devices of their own for the embedded API's passkey suites: each holds its session
 * token and the step-ups it was given, and calls the API as the frame does (its backend
 * client), from the frame's origin or another. `api` is read when a device is made.
 */
export function createPasskeyTestDevices(api: () => EmbeddedTestApi) {
  /** A frame on a new device, calling from `origin`, as `userAgent`'s browser. */
  function device(origin = PASSKEY_FRAME, userAgent = TEST_USER_AGENT) {
    const state = { token: undefined as string | undefined, deviceId: randomBytes(32).toString('base64url'), stepUps: new Map<string, string>() }
    const originFetch: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin, 'user-agent': userAgent } })
    const client = createBackendClient({
      apiUrl: api().api.url,
      projectId: api().projectId,
      token: () => state.token,
      stepUp: (action, subject) => {
        const key = `${action}:${subject ?? ''}`
        const token = state.stepUps.get(key)
        state.stepUps.delete(key)
        return token
      },
      fetch: originFetch,
    })
    return { state, client }
  }
  type Device = ReturnType<typeof device>
  const newEmail = () => `pk${++emails}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const codeFor = async (email: string, subject: RegExp) => (await api().mail.inbox.waitFor(email, (m) => subject.test(m.subject))).text.match(/\b(\d{6})\b/)![1]!
  const createWallet = async (d: Device) => {
    const { recoveryPublicKey } = await d.client.config()
    return d.client.createWallet((await createWalletKeys(operatorSealer(recoveryPublicKey))).accounts)
  }
  /** Passkey sign-up on a new device, with its wallet made as the frame makes it. */
  async function passkeySignUp(authenticator = createSoftAuthenticator()) {
    const d = device()
    const { options } = await d.client.passkeySignUpBegin(d.state.deviceId)
    const signedIn = await d.client.passkeySignUpFinish(d.state.deviceId, authenticator.create(options, PASSKEY_FRAME))
    d.state.token = signedIn.token
    return { d, authenticator, signedIn, user: await createWallet(d) }
  }
  /** A passkey sign-in on `d` (a new device unless given). */
  async function passkeySignIn(authenticator: ReturnType<typeof createSoftAuthenticator>, d = device(), credential = authenticator.credentials[0]) {
    const { options } = await d.client.passkeySignInBegin(d.state.deviceId)
    d.state.token = (await d.client.passkeySignInFinish(d.state.deviceId, authenticator.get(options, PASSKEY_FRAME, credential))).token
    return d
  }
  /** Email sign-up on a new device, with its wallet made as the frame makes it. */
  async function emailSignUp(email = newEmail()) {
    const d = device()
    await d.client.startEmail(email, d.state.deviceId)
    const signedIn = await d.client.verifyEmail(email, await codeFor(email, /sign-in code/), d.state.deviceId)
    d.state.token = signedIn.token
    return { d, email, user: await createWallet(d) }
  }
  /** A passkey added to the wallet `d` is signed in to, named `name`. */
  async function addPasskey(d: Device, authenticator = createSoftAuthenticator(), name = 'Laptop') {
    const { options } = await d.client.passkeyRegisterBegin()
    await d.client.passkeyRegisterFinish(authenticator.create(options, PASSKEY_FRAME), name)
    return authenticator
  }
  /** A step-up made with the user's passkey for `action`, held by the device for its next guarded call. */
  async function stepUp(d: Device, authenticator: ReturnType<typeof createSoftAuthenticator>, action: StepUpAction, subject?: string) {
    const { options } = await d.client.stepUpBegin(action, subject)
    const { stepUp: token } = await d.client.stepUpFinish(action, { response: authenticator.get(options!, PASSKEY_FRAME) }, subject)
    d.state.stepUps.set(`${action}:${subject ?? ''}`, token)
    return token
  }
  return { device, newEmail, codeFor, createWallet, passkeySignUp, passkeySignIn, emailSignUp, addPasskey, stepUp }
}
