import type { Snapshot } from 'valtio/vanilla'
import type { FeatureError, PluginApis } from '../../kit/index.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'
import { pickSteps } from './pickSteps.js'

type EmailState = PluginApis['email']['state']

/** What `useEmailLogin` gives: where the sign-in stands, what went wrong, and its steps. */
export type UseEmailLoginReturn = Omit<Snapshot<EmailState>, 'error' | 'errorCode'> & {
  /** The last step's failure: its code (`invalid_code`, `code_expired`, `rate_limited` …) and the text the email view shows. */
  error: FeatureError | undefined
  /**
   * Sends the sign-in email; `step` becomes VERIFY_OTP, or for a known user on a new device
   * VERIFY_DEVICE_TOTP (they have an authenticator app: no email yet, `submitDeviceCode`) or
   * VERIFY_DEVICE (then VERIFY_OTP once the emailed link is opened). Resolves whether it was sent.
   */
  submitEmail(email: string): Promise<boolean>
  /** VERIFY_DEVICE_TOTP: approves the device with the authenticator app's code; then the sign-in code is mailed and `step` is VERIFY_OTP. */
  submitDeviceCode(totp: string): Promise<void>
  /** VERIFY_DEVICE_TOTP: no app at hand; the device-approval link is emailed instead and `step` is VERIFY_DEVICE. */
  emailLinkInstead(): Promise<void>
  /** Checks the code typed; on success the embedded wallet is connected (`useAccount`) and `step` is EMAIL again. */
  submitOtp(otp: string): Promise<void>
  /** Asks for another email, once `resendAt` has passed (SPEC §9: 30 s). Where the wallet's backend asks for a longer wait, `wait` says until when (for a countdown) and `error` stays empty. */
  resend(): Promise<void>
  /** Back to the address, stopping a device wait. */
  reset(): void
  /** Loads the wallet's frame ahead of a likely sign-in (the host's email field is shown). */
  prepare(): void
  /** While `recovery`: the wallet's recovery page, for the host to show in an iframe (the password never touches the host page). */
  recoveryUrl(): Promise<string>
}

/**
 * Email sign-in into the embedded wallet, for a host's own form: the same steps as Airlock's
 * email view (SPEC §4: the address, VERIFY_DEVICE or VERIFY_DEVICE_TOTP, VERIFY_OTP, CONNECT) with the same errors.
 * Suspends while the feature's code loads.
 *
 * @example
 * const email = useEmailLogin()
 * if (email.step === 'EMAIL') return <form onSubmit={() => email.submitEmail(address)}>…</form>
 * return <form onSubmit={() => email.submitOtp(code)}>…{email.error && <p role="alert">{email.error.message}</p>}</form>
 */
export function useEmailLogin(): UseEmailLoginReturn {
  const email = useFeatureApi('email')
  const state = useProxyState(email.state)
  return {
    ...state,
    error: email.errorOf(state),
    ...pickSteps(email, ['submitEmail', 'submitDeviceCode', 'emailLinkInstead', 'submitOtp', 'resend', 'reset', 'recoveryUrl']),
    prepare: () => void email.embedded().then((embedded) => embedded.prepare(), () => {}),
  }
}
