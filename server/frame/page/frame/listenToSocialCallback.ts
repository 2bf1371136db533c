import { socialCallbackMessageSchema, SOCIAL_CALLBACK_PATH } from '../../../../adapters/embedded/protocol/socialCallbackMessage.js'
import { listenToOwnOrigin } from './listenToOwnOrigin.js'
import { readRelative } from './readRelative.js'

/** Options of {@link listenToSocialCallback}. */
export interface SocialCallbackOptions {
  self: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: { origin: string } }
  /** The frame's parent: the popup must have been opened by it. */
  parent: unknown
  /** Hands the callback's address on (to the parent, as SOCIAL_RESULT). */
  onResult(uri: string): void
  debug?: (reason: string, data: unknown) => void
}

/**
 * Takes the social callback page's message: only from a page of this frame's own origin
 * (`event.origin`), in a window the frame's parent opened (`event.source.opener`), matching
 * the schema, and naming the callback page's own address. Anything else is dropped.
 */
export function listenToSocialCallback(options: SocialCallbackOptions) {
  const debug = options.debug ?? (() => {})
  const origin = options.self.location.origin
  return listenToOwnOrigin(options.self, socialCallbackMessageSchema, ({ uri }, source) => {
    const opener = readRelative(source, 'opener')
    if (!opener || opener !== options.parent) return debug('dropped: social callback from a window the app did not open', '')
    if (!uri.startsWith(`${origin}${SOCIAL_CALLBACK_PATH}?`)) return debug('dropped: not the callback page address', '')
    options.onResult(uri)
  })
}
