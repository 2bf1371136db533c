import { createHash } from 'node:crypto'
import { SOCIAL_CALLBACK_CHANNEL, SOCIAL_RESULT_PARAM } from '../../adapters/embedded/protocol/socialCallbackMessage.js'
import { framePageStyleHash, framePageStyles } from './framePageHtml.js'

/**
 * The script of the social callback page (every provider's redirect URI). In a popup it
 * hands its own address to the hidden frame of the window that opened it: it posts to each
 * of the opener's frames naming this origin as the target, so only the wallet's frame can
 * read it, and closes. Opened full-page (a redirect login), it returns to the app's page
 * carried in `state` with the address as `result_uri`.
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
  document.getElementById('status').textContent = 'This sign-in cannot go back to the app by itself. Close this window and start again.'
})()
`

/** The ETag of {@link socialCallbackScript}. */
export const socialCallbackScriptEtag = `"${createHash('sha256').update(socialCallbackScript).digest('base64url').slice(0, 16)}"`

/** The callback page: a line of text and the script above. */
export function socialCallbackHtml(scriptPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Signing in</title>
<style>${framePageStyles}</style>
<script type="module" src="${scriptPath}"></script>
</head>
<body><main><h1>Signing in</h1><p id="status" class="muted" role="status">Returning to the app…</p></main></body>
</html>
`
}

/** The policy of the callback page: its own script, no framing, no outside connections. */
export const socialCallbackPolicy = `default-src 'none'; script-src 'self'; style-src ${framePageStyleHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
