import { isOriginAllowed } from '../../../services/api/isOriginAllowed.js'
import { ApiError } from '../http/ApiError.js'

const refused = (why: string) => new ApiError(400, `Invalid body field 'message': ${why}`, 'message')

/**
 * Throws unless a sign-in message was written for one of the project's own pages: its `uri`
 * must be on an origin the project allows, its `domain` must be that URI's host (EIP-4361's
 * authority, port included), and a browser's `Origin`, when the request has one, must be that
 * very origin. Checked in every case, so a message a phishing site had signed for its own
 * domain opens no session even when its server redeems it without an `Origin`.
 */
export function checkSignInTarget(signIn: { domain: string; uri: string }, allowedOrigins: readonly string[], origin: string | undefined): void {
  let uri: URL
  try {
    uri = new URL(signIn.uri)
  } catch {
    throw refused(`its URI ${signIn.uri.slice(0, 200)} is not a URL`)
  }
  if (!isOriginAllowed(uri.origin, allowedOrigins)) throw refused(`signed for ${uri.origin}, which is not an origin of this project`)
  if (uri.host !== signIn.domain.toLowerCase()) throw refused(`signed for ${signIn.domain.slice(0, 200)}, which is not its URI's host ${uri.host}`)
  if (origin !== undefined && origin !== uri.origin) throw refused(`signed for ${signIn.domain.slice(0, 200)}, not this page`)
}
