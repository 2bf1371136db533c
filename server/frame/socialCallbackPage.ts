import { createHash } from 'node:crypto'
import { SOCIAL_CALLBACK_CHANNEL, SOCIAL_RESULT_PARAM } from '../../adapters/embedded/protocol/socialCallbackMessage.js'
import { directionOf } from '../../kernel/i18n/locales.js'
import { resolveLocale } from '../../services/i18n/resolveLocale.js'
import { escapeHtml, framePageStyleHash, framePageStyles } from './framePageHtml.js'
import { serverText } from './serverText.js'

/** The path of the page a social login starts on, on the frame origin (`POST social/begin` answers it). */
export const SOCIAL_START_PATH = '/social/start'

// What both pages' scripts share: the key of the tab's browser secret, and the API call.
const shared = `
  const main = document.querySelector('main')
  const status = document.getElementById('status')
  const say = (what) => { status.textContent = main.dataset[what] }
  const keyOf = (state) => 'airlock-social:' + state
  const call = (path, body) => fetch(main.dataset.api.replace(/\\/+$/, '') + '/v1/embedded/social/' + path, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit', cache: 'no-store',
  }).then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
  const state = new URLSearchParams(location.search).get('state')
`

/**
 * The script of the start page a social login opens on (in the popup, or the whole page):
 * it makes a secret for this browser tab (kept in the tab's sessionStorage on the frame
 * origin), claims the login with it (`POST social/claim`: the first browser to claim a login
 * owns it) and goes on to the provider's page the API answers. A login claimed elsewhere goes
 * nowhere.
 */
export const socialStartScript = `(() => {${shared}
  if (!state) return say('unknown')
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const browser = btoa(String.fromCharCode(...bytes)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '')
  try {
    sessionStorage.setItem(keyOf(state), browser)
  } catch {
    return say('stuck')
  }
  call('claim', { state, browser }).then(({ url }) => {
    const next = new URL(url)
    if (next.protocol !== 'https:' && next.protocol !== 'http:') return say('stuck')
    location.replace(next.href)
  }, (code) => say(code >= 400 && code < 500 ? 'unknown' : 'stuck'))
})()
`

/**
 * The script of the social callback page (every provider's redirect URI). It trusts nothing
 * in its own address but the provider's answer: it shows the API this tab's secret for the
 * login (`POST social/callback`), which answers, to the browser that claimed the login only,
 * where it goes. In a popup it then hands its own address to the hidden frame of the window
 * that opened it (posted to each of the opener's frames, naming this origin as the target, so
 * only the wallet's frame can read it) and closes; opened full-page it returns to the app page
 * the server kept from `social/begin`, with its address as `result_uri`. A login this tab did
 * not start, or one unknown, used or expired, goes nowhere and says so.
 */
export const socialCallbackScript = `(() => {${shared}
  const uri = location.href
  const browser = state && sessionStorage.getItem(keyOf(state))
  if (!browser) return say('unknown')
  const code = new URLSearchParams(location.search).get('code')
  call('callback', { state, browser, ...(code && { code }) }).then(({ returnUrl }) => {
    sessionStorage.removeItem(keyOf(state))
    const opener = window.opener
    if (opener && !opener.closed) {
      for (let i = 0; i < opener.frames.length; i++) {
        try { opener.frames[i].postMessage({ channel: ${JSON.stringify(SOCIAL_CALLBACK_CHANNEL)}, uri }, location.origin) } catch {}
      }
      window.close()
      return
    }
    if (!returnUrl) return say('stuck')
    const back = new URL(returnUrl)
    if (back.protocol !== 'https:' && back.protocol !== 'http:') return say('stuck')
    back.searchParams.set(${JSON.stringify(SOCIAL_RESULT_PARAM)}, uri)
    location.replace(back.href)
  }, (failed) => say(failed >= 400 && failed < 500 ? 'unknown' : 'stuck'))
})()
`

const etagOf = (script: string) => `"${createHash('sha256').update(script).digest('base64url').slice(0, 16)}"`
/** The ETag of {@link socialStartScript}. */
export const socialStartScriptEtag = etagOf(socialStartScript)
/** The ETag of {@link socialCallbackScript}. */
export const socialCallbackScriptEtag = etagOf(socialCallbackScript)

/**
 * The browser's languages, best first, from an `Accept-Language` header.
 * @example
 * acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8') // ['fr-CH', 'fr', 'en']
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = parameters.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean)
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality) }
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map((entry) => entry.tag)
}

/**
 * The start or callback page: a line of text and its script, with the API it calls. The
 * provider's redirect carries no locale, so the pages speak the first of the browser's
 * languages (`Accept-Language`) Airlock has.
 */
export function socialCallbackHtml(scriptPath: string, apiUrl: string, acceptLanguage?: string): string {
  const locale = resolveLocale(undefined, acceptedLanguages(acceptLanguage))
  const t = (id: string) => escapeHtml(serverText(locale, id))
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${t('frame.social.title')}</title>
<style>${framePageStyles}</style>
<script type="module" src="${scriptPath}"></script>
</head>
<body><main data-api="${escapeHtml(apiUrl)}" data-stuck="${t('frame.social.stuck')}" data-unknown="${t('frame.social.unknown')}"><h1>${t('frame.social.title')}</h1><p id="status" class="muted" role="status">${t('frame.social.returning')}</p></main></body>
</html>
`
}

/** The policy of the start and callback pages: their own script, calls to the API only, no framing. */
export function socialCallbackPolicy(apiUrl: string): string {
  return `default-src 'none'; script-src 'self'; connect-src ${new URL(apiUrl).origin}; style-src ${framePageStyleHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
}
