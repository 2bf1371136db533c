import type { Snapshot } from 'valtio/vanilla'
import type { FeatureError, PluginApis } from '../../kit/index.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'

type SocialsState = PluginApis['socials']['state']
// The socials feature's own types, as its api declares them (`SocialOption`, `SocialProvider` of `airlock`).
type SocialOption = ReturnType<PluginApis['socials']['options']>[number]
type SocialProvider = Parameters<PluginApis['socials']['signIn']>[0]

/** What `useSocialLogin` gives: the providers, where a login stands, what went wrong, and the ways to sign in. */
export type UseSocialLoginReturn = Pick<Snapshot<SocialsState>, 'provider' | 'step' | 'farcasterUrl'> & {
  /** The providers the config lists (`features.socials`), in its order, Farcaster among them when listed. */
  providers: SocialOption[]
  /** The last login's failure: its code (`consent_denied`, `popup_blocked` …) and the text the socials view shows. A closed popup is a cancel, not an error. */
  error: FeatureError | undefined
  /**
   * Signs in with `provider` in a popup, opened at once (call it in the click handler, so the
   * browser lets it open); on a phone, or when the popup is blocked, the login takes the whole
   * page and comes back to it (`result_uri`), where Airlock finishes it on load.
   */
  signIn(provider: SocialProvider): Promise<void>
  /** Signs in with `provider` by a full-page redirect back to this page. */
  signInWithRedirect(provider: SocialProvider): Promise<void>
  /** Sign In With Farcaster: `farcasterUrl` is the link to show as a QR code (and to open on a phone) while the person approves in their client. */
  signInWithFarcaster(): Promise<void>
  /** Stops the login under way (the popup closes, the Farcaster wait ends). */
  cancel(): void
}

/**
 * Social logins (google, github, apple, facebook, x, discord) and Farcaster into the
 * embedded wallet, for a host's own buttons: the same flows as Airlock's socials views, with
 * the same errors. Suspends while the feature's code loads.
 *
 * @example
 * const social = useSocialLogin()
 * return social.providers.map((p) => p === 'farcaster'
 *   ? <button onClick={() => social.signInWithFarcaster()}>Farcaster</button>
 *   : <button onClick={() => social.signIn(p)}>{p}</button>)
 */
export function useSocialLogin(): UseSocialLoginReturn {
  const socials = useFeatureApi('socials')
  const state = useProxyState(socials.state)
  return {
    provider: state.provider,
    step: state.step,
    farcasterUrl: state.farcasterUrl,
    providers: socials.options(),
    error: socials.errorOf(state),
    signIn: (provider) => socials.signIn(provider, socials.openPopup()),
    signInWithRedirect: (provider) => socials.signIn(provider, null),
    signInWithFarcaster: socials.signInWithFarcaster,
    cancel: socials.cancel,
  }
}
