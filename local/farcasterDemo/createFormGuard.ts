import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

const cookieName = 'airlock_fc_form'

/** The CSRF guard of the demo client's approve form. */
export interface FormGuard {
  /** The token the approval page writes into its form; sets the browser's form cookie when it has none. */
  tokenFor(request: IncomingMessage, response: ServerResponse, channelToken: string): string
  /** Whether a posted form came from this client's own page in this browser. */
  accepts(request: IncomingMessage, form: URLSearchParams): boolean
}

/**
 * A CSRF guard for a form without sessions: a random `SameSite=Strict` cookie per browser, and
 * in the form an HMAC (a key made at start) of that cookie and the channel token. A post from
 * another site carries neither the cookie nor a token it could compute, and a post whose
 * `Origin` or `Sec-Fetch-Site` names another site is refused outright.
 */
export function createFormGuard(): FormGuard {
  const key = randomBytes(32)
  const sign = (cookie: string, channelToken: string) => createHmac('sha256', key).update(`${cookie}\n${channelToken}`).digest('base64url')
  const cookieOf = (request: IncomingMessage) =>
    (request.headers.cookie ?? '').split(';').map((part) => part.trim().split('=')).find(([name]) => name === cookieName)?.[1]
  return {
    tokenFor(request, response, channelToken) {
      let cookie = cookieOf(request)
      if (!cookie || !/^[A-Za-z0-9_-]{43}$/.test(cookie)) {
        cookie = randomBytes(32).toString('base64url')
        response.setHeader('set-cookie', `${cookieName}=${cookie}; Path=/; HttpOnly; SameSite=Strict`)
      }
      return sign(cookie, channelToken)
    },
    accepts(request, form) {
      const origin = request.headers.origin
      if (origin !== undefined && (!URL.canParse(origin) || new URL(origin).host !== request.headers.host)) return false
      const site = request.headers['sec-fetch-site']
      if (site !== undefined && site !== 'same-origin') return false
      const cookie = cookieOf(request)
      const given = Buffer.from(form.get('csrf') ?? '')
      if (!cookie) return false
      const wanted = Buffer.from(sign(cookie, form.get('channelToken') ?? ''))
      return given.length === wanted.length && timingSafeEqual(given, wanted)
    },
  }
}
