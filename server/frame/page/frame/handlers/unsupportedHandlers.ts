import { FrameFailure } from '../FrameFailure.js'
import type { FrameHandlers } from '../FrameState.js'

const notYet = (what: string) => async (): Promise<never> => {
  throw new FrameFailure('unsupported', `${what} is not available in this wallet yet`)
}

/** The SPEC §7 requests of the ways in that are not built yet (social logins, Farcaster): each answers `unsupported`. */
export function unsupportedHandlers(): Pick<FrameHandlers, 'CONNECT_SOCIAL' | 'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_FARCASTER' | 'GET_FARCASTER_URI'> {
  return {
    CONNECT_SOCIAL: notYet('Social login'),
    GET_SOCIAL_REDIRECT_URI: notYet('Social login'),
    CONNECT_FARCASTER: notYet('Farcaster sign-in'),
    GET_FARCASTER_URI: notYet('Farcaster sign-in'),
  }
}
