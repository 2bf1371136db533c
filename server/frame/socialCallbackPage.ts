import { createHash } from 'node:crypto'
import { SOCIAL_CALLBACK_CHANNEL, SOCIAL_RESULT_PARAM } from '../../adapters/embedded/protocol/socialCallbackMessage.js'
import { directionOf } from '../../services/i18n/locales.js'
import { resolveLocale } from '../../services/i18n/resolveLocale.js'
import { escapeHtml, framePageStyleHash, framePageStyles } from './framePageHtml.js'
import { serverText } from './serverText.js'

/**
 * The script of the social callback page (every provider's redirect URI). In a popup it
 * hands its own address to the hidden frame of the window that opened it: it posts to each
 * of the opener's frames naming this origin as the target, so only the wallet's frame can
 * read it, and closes. Opened full-page (a redirect login), it returns to the app's page
 * carried in `state` with the address as `result_uri`. What it says when it can do neither
 * is in the page, in its language (the status line's `data-stuck`).
 */
export const socialCallbackScript = `(() => {
  const uri = location.href
  const opener = window.opener
  if (opener && !opener.closed) {
    for (let i = 0; i < opener.frames.length; i++) {
      try { opener.frames[i].postMessage({ channel: ${JSON.stringify(SOCIAL_CALLBACK_CHANNEL)}, uri }, location.origin) } catch {}
    }
    window.close()
    return
  }
  const encoded = (new URLSearchParams(location.search).get('state') || '').split('.')[1]
  let back
  try {
    back = new URL(new TextDecoder().decode(Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))))
  } catch {}
  if (back && (back.protocol === 'https:' || back.protocol === 'http:')) {
    back.searchParams.set(${JSON.stringify(SOCIAL_RESULT_PARAM)}, uri)
    location.replace(back.href)
    return
  }
  const status = document.getElementById('status')
  status.textContent = status.dataset.stuck
})()
`

/** The ETag of {@link socialCallbackScript}. */
export const socialCallbackScriptEtag = `"${createHash('sha256').update(socialCallbackScript).digest('base64url').slice(0, 16)}"`

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
 * The callback page: a line of text and the script above. The provider's redirect carries no
 * locale, so the page speaks the first of the browser's languages (`Accept-Language`) Airlock has.
 */
export function socialCallbackHtml(scriptPath: string, acceptLanguage?: string): string {
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
<body><main><h1>${t('frame.social.title')}</h1><p id="status" class="muted" role="status" data-stuck="${t('frame.social.stuck')}">${t('frame.social.returning')}</p></main></body>
</html>
`
}

/** The policy of the callback page: its own script, no framing, no outside connections. */
export const socialCallbackPolicy = `default-src 'none'; script-src 'self'; style-src ${framePageStyleHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
