import { FrameFailure } from '../FrameFailure.js'
import type { FrameHandlers, FrameState } from '../FrameState.js'
import { currentChain } from '../currentChain.js'
import { openWallet } from '../openWallet.js'
import { describeUser } from '../describeUser.js'
import { openSignedIn, resumeSignIn } from '../resumeSignIn.js'
import type { IdentitySignIn } from '../../../../api/embedded/signInIdentity.js'

/** How often CONNECT_FARCASTER asks whether the person approved (auth-client's own pace). */
export const FARCASTER_POLL_MS = 1_000

/**
 * The social and Farcaster ways in (SPEC §7): GET_SOCIAL_REDIRECT_URI begins a login bound
 * to this device and answers the provider's URL; CONNECT_SOCIAL finishes it from the
 * callback's address; GET_FARCASTER_URI opens a channel for the parent's origin and
 * CONNECT_FARCASTER waits for the person to approve it. Each then signs in as CONNECT_OTP does.
 */
export function socialHandlers(
  state: FrameState,
): Pick<FrameHandlers, 'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL' | 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER' | 'GET_LOGINS' | 'LINK_SOCIAL' | 'LINK_EMAIL' | 'LINK_EMAIL_OTP' | 'UNLINK_LOGIN'> {
  const signIn = async (signedIn: IdentitySignIn) => {
    state.session.keep(signedIn.token)
    return openSignedIn(state, 'CONNECT_SOCIAL', signedIn.user, async (opened) => {
      await openWallet(state, opened)
      const user = await describeUser(state, await currentChain(state))
      return { user, ...(signedIn.userName && { userName: signedIn.userName }) }
    })
  }
  let farcasterLogin: string | undefined
  let linkingEmail: string | undefined
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider, returnUrl }) {
      // A full-page login may only come back to the page that asked (the backend checks the project too).
      if (returnUrl !== undefined && !sameOrigin(returnUrl, state.parentOrigin)) {
        throw new FrameFailure('invalid_input', 'The return page must be on the app’s own origin', { field: 'returnUrl' })
      }
      const { url } = await state.backend.socialBegin(provider, state.storage.deviceId(), returnUrl)
      return { uri: url }
    },
    async CONNECT_SOCIAL({ uri }) {
      const resumed = resumeSignIn(state, 'CONNECT_SOCIAL') as ReturnType<FrameHandlers['CONNECT_SOCIAL']> | undefined
      if (resumed) return resumed
      return signIn(await state.backend.socialComplete(uri, state.storage.deviceId()))
    },
    // Account linking: the signed-in user's ways in.
    GET_LOGINS: () => state.backend.logins(),
    LINK_SOCIAL: ({ uri }) => state.backend.linkSocial(uri, state.storage.deviceId()),
    UNLINK_LOGIN: ({ provider }) => state.backend.unlink(provider),
    async LINK_EMAIL({ email }) {
      const normalized = email.trim().toLowerCase()
      const answer = await state.backend.linkEmail(normalized)
      linkingEmail = normalized
      return answer
    },
    async LINK_EMAIL_OTP({ otp }) {
      if (!linkingEmail) throw new FrameFailure('invalid_input', 'Start with LINK_EMAIL', { field: 'email' })
      const logins = await state.backend.verifyLinkEmail(linkingEmail, otp.trim())
      linkingEmail = undefined
      if (state.user) state.user = { ...state.user, email: logins.email }
      return logins
    },
    async GET_FARCASTER_URI() {
      if (!state.parentOrigin) throw new FrameFailure('invalid_input', 'Farcaster sign-in needs the app’s origin')
      const { id, url } = await state.backend.farcasterBegin(state.storage.deviceId(), state.parentOrigin)
      farcasterLogin = id
      return { url }
    },
    async CONNECT_FARCASTER(_, signal) {
      const id = farcasterLogin
      if (!id) throw new FrameFailure('invalid_input', 'Start with GET_FARCASTER_URI')
      for (;;) {
        const answer = await state.backend.farcasterPoll(id, state.storage.deviceId())
        if (answer.state === 'completed') {
          if (farcasterLogin === id) farcasterLogin = undefined
          return signIn(answer)
        }
        await state.sleep(FARCASTER_POLL_MS, signal)
      }
    },
  }
}

function sameOrigin(url: string, origin: string | undefined): boolean {
  try {
    return origin !== undefined && new URL(url).origin === origin
  } catch {
    return false
  }
}
