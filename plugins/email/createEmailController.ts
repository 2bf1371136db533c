import { type AirlockContext, closeAfterConnect, type ConnectorRegistry, type ConnectorSession, type FeatureError, featureErrorOf } from 'airlock/kit'
import { proxy } from 'valtio/vanilla'
import { describeEmailError } from './describeEmailError.js'
import catalogs from './messages?catalogs'

/** SPEC §9: the wait between two login emails to one address. */
export const RESEND_INTERVAL_MS = 30_000

/** Where an email sign-in stands (SPEC §4 email steps). */
export interface EmailState {
  /** VERIFY_DEVICE_TOTP: a new device of a user with an authenticator app, approved by one of its codes (no email sent). */
  step: 'EMAIL' | 'VERIFY_DEVICE' | 'VERIFY_DEVICE_TOTP' | 'VERIFY_OTP' | 'CONNECT'
  email: string
  busy: boolean
  /** What the last step's failure tells the person, in their language. */
  error: string | undefined
  /** The code that failure was decided on (the wallet frame's: `invalid_code`, `code_expired`, `rate_limited` …). */
  errorCode: string | undefined
  /** When another login email may be asked for (ms since the epoch). */
  resendAt: number | undefined
  /**
   * SPEC §9's wait the backend asked for before another login email to `email`: from `since`
   * until `until` (ms since the epoch), for the form to count down.
   */
  wait: { email: string; since: number; until: number } | undefined
  /** The keys wait behind the user's recovery password: the frame's recovery page (`recoveryUrl()`) must show. */
  recovery: boolean
}

/** The email sign-in of one instance, for its views. */
export interface EmailController {
  readonly state: EmailState
  /** Sends the sign-in email and moves to VERIFY_OTP, VERIFY_DEVICE or VERIFY_DEVICE_TOTP. Resolves whether it did. */
  submitEmail(email: string): Promise<boolean>
  /** VERIFY_DEVICE_TOTP: approves this device with an authenticator-app code; the sign-in code is mailed (VERIFY_OTP). */
  submitDeviceCode(totp: string): Promise<void>
  /** VERIFY_DEVICE_TOTP: the person has no app at hand; the device-approval link is emailed instead (VERIFY_DEVICE). */
  emailLinkInstead(): Promise<void>
  /** Checks the code; on success the wallet is connected and the modal closes. */
  submitOtp(otp: string): Promise<void>
  /** Asks for another email once SPEC §9's 30 s have passed. */
  resend(): Promise<void>
  /** Leaves the steps (back to the address), stopping a device wait. */
  reset(): void
  /** The embedded connector (loaded on first use). */
  embedded(): Promise<ConnectorRegistry['embedded']>
  /** The frame's recovery page, for a host that shows it itself (in an iframe) while `state.recovery`. */
  recoveryUrl(): Promise<string>
  /** The state's error as the email views say it: its code and text, in the person's language. */
  errorOf(state: Pick<EmailState, 'error' | 'errorCode' | 'step'>): FeatureError | undefined
}

// The input a failure concerns, by its code (while an app code is asked for: that code).
const fieldOf: Record<string, string> = { invalid_input: 'email', invalid_code: 'otp', code_expired: 'otp' }
const totpFieldOf: Record<string, string> = { invalid_input: 'totp', invalid_code: 'totp', rate_limited: 'totp' }

/** The code of a failure the frame (or the transport) did not name. */
const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'email_failed'
}

/**
 * The email sign-in steps over the embedded connector: the address, the device approval
 * when the device is new to a known user (by an authenticator-app code where the user has
 * one, else from an emailed link, waited for until approved or left), the code, then the
 * session handed to the connection service.
 */
export function createEmailController(context: AirlockContext): EmailController {
  const state = proxy<EmailState>({ step: 'EMAIL', email: '', busy: false, error: undefined, errorCode: undefined, resendAt: undefined, wait: undefined, recovery: false })
  let device: AbortController | undefined
  const embedded = async () => (await context.connection()).connector('embedded')
  // The errors it names are read in the person's language: their catalog loads with the controller.
  void context.i18n.load(catalogs)
  const describe = async (error: unknown) => {
    await context.i18n.load(catalogs)
    return describeEmailError(error, context.i18n, state.step === 'VERIFY_DEVICE_TOTP' ? 'totp' : 'email')
  }

  const run = async (work: () => Promise<void>, email?: string): Promise<boolean> => {
    Object.assign(state, { busy: true, error: undefined, errorCode: undefined })
    try {
      await work()
      return true
    } catch (error) {
      const failure = error as { code?: string; error?: { retryAfterMs?: number } }
      // Too soon for another email to this address: the form counts the wait down instead of naming a fixed number.
      if (email && failure.code === 'rate_limited') {
        const since = Date.now()
        state.wait = { email, since, until: since + Math.max(1000, failure.error?.retryAfterMs ?? RESEND_INTERVAL_MS) }
      } else fail(await describe(error), codeOf(error))
      return false
    } finally {
      state.busy = false
    }
  }
  const fail = (message: string, code: string) => Object.assign(state, { error: message, errorCode: code })
  const connect = async (session: ConnectorSession) => {
    const from = context.router.state.view
    await (await context.connection()).connectWith('embedded', async () => session)
    Object.assign(state, { step: 'EMAIL', recovery: false })
    closeAfterConnect(context, from)
  }
  const waitForDevice = async (connector: ConnectorRegistry['embedded']) => {
    device?.abort()
    const controller = (device = new AbortController())
    while (!controller.signal.aborted && state.step === 'VERIFY_DEVICE') {
      try {
        if (await connector.awaitDevice(controller.signal)) state.step = 'VERIFY_OTP'
      } catch (error) {
        if (controller.signal.aborted) return
        fail(await describe(error), codeOf(error))
        return
      }
    }
  }
  const start = async (email: string, approval?: 'link') => {
    const connector = await embedded()
    const action = await connector.startEmail(email, approval)
    state.email = email
    state.resendAt = Date.now() + RESEND_INTERVAL_MS
    state.step = action
    if (action === 'VERIFY_DEVICE') void waitForDevice(connector)
  }

  return {
    state,
    embedded,
    recoveryUrl: async () => (await embedded()).pageUrl('recovery'),
    errorOf: featureErrorOf(
      'email',
      (current: Pick<EmailState, 'error' | 'errorCode' | 'step'>) => current.error && `${current.step}:${current.errorCode}:${current.error}`,
      (current) => ({ code: current.errorCode ?? 'email_failed', message: current.error!, field: (current.step === 'VERIFY_DEVICE_TOTP' ? totpFieldOf : fieldOf)[current.errorCode ?? ''] }),
    ),
    submitEmail(email) {
      const address = email.trim()
      // SPEC §5: a valid email, checked here too so a typo is named at once (the frame refuses it anyway).
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) {
        return describe({ code: 'invalid_input' }).then((message) => {
          fail(message, 'invalid_input')
          return false
        })
      }
      return run(() => start(address), address)
    },
    async submitOtp(otp) {
      const previous = state.step
      state.step = 'CONNECT'
      const done = await run(async () => {
        const connector = await embedded()
        const outcome = await connector.verifyOtp(otp.trim())
        if (outcome.kind === 'connected') return connect(outcome.session)
        // The keys are behind the user's recovery password: the frame's own page asks for it.
        const stop = connector.onRecovered(() => {
          stop()
          void run(async () => connect(await connector.resume()))
        })
        state.recovery = true
        context.router.push('EmailRecovery')
      })
      if (!done) state.step = previous
    },
    async submitDeviceCode(totp) {
      await run(async () => {
        await (await embedded()).approveDeviceByTotp(totp.trim())
        Object.assign(state, { step: 'VERIFY_OTP', resendAt: Date.now() + RESEND_INTERVAL_MS })
      })
    },
    async emailLinkInstead() {
      await run(() => start(state.email, 'link'), state.email)
    },
    async resend() {
      if (state.resendAt && Date.now() < state.resendAt) return
      await run(() => start(state.email), state.email)
    },
    reset() {
      device?.abort()
      Object.assign(state, { step: 'EMAIL', busy: false, error: undefined, errorCode: undefined, recovery: false })
    },
  }
}
