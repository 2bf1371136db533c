import type { DemoFid } from '../devnet/farcaster/startFarcasterChain.js'
import { escapeHtml, pageHtml } from '../stack/pageHtml.js'
import type { ChannelRequest } from './readChannelRequest.js'

const title = 'Airlock demo Farcaster client'
const extraStyles = `<style>
fieldset{border:0;margin:16px 0 0;padding:0;display:grid;gap:8px}
legend{font-weight:600;margin-bottom:8px}
.account{display:flex;align-items:center;gap:12px;margin:0;font-weight:400;border:1px solid #cbd5e1;border-radius:12px;padding:10px 12px;cursor:pointer}
.account:has(input:checked){border-color:#1d4ed8;background:#eff6ff}
.account input{margin:0;width:18px;height:18px;accent-color:#1d4ed8}
.account img{width:40px;height:40px;border-radius:50%}
.account span{display:grid;line-height:1.3}
.account small{color:#475569}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:12px 0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
</style>`

/** The page a Farcaster sign-in link opens: what the app asks, the demo accounts, Approve and Decline. */
export function approvalPageHtml(channelToken: string, csrf: string, request: ChannelRequest, fids: DemoFid[], pfpUrl: (fid: number) => string): string {
  const p = request.signatureParams
  const accounts = fids
    .map(
      (f, i) => `<label class="account"><input type="radio" name="fid" value="${f.fid}"${i === 0 ? ' checked' : ''}>
<img src="${escapeHtml(pfpUrl(f.fid))}" alt=""><span><strong>${escapeHtml(f.displayName)}</strong><small>@${escapeHtml(f.username)} · fid ${f.fid}</small></span></label>`,
    )
    .join('\n')
  return pageHtml(
    title,
    `${extraStyles}<h1>Sign in to ${escapeHtml(p.domain)}</h1>
<p class="muted">${escapeHtml(p.domain)} asks you to sign in with Farcaster. Approving signs its message with the account's custody key; the app learns your fid, username and profile picture.</p>
<dl><dt>App</dt><dd>${escapeHtml(p.siweUri)}</dd>${p.expirationTime ? `<dt>Expires</dt><dd>${escapeHtml(p.expirationTime)}</dd>` : ''}</dl>
<form method="post" action="/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<fieldset><legend>Sign in as</legend>
${accounts}
</fieldset>
<div class="row">
<button type="submit">Approve</button>
<button type="submit" class="secondary" formaction="/decline">Decline</button>
</div>
</form>`,
  )
}

/** A page that only tells something: the answer sent, a decline, an expired link, or where to start. */
export function messagePageHtml(heading: string, text: string, role: 'status' | 'alert' = 'status'): string {
  return pageHtml(title, `<h1>${escapeHtml(heading)}</h1><p role="${role}">${escapeHtml(text)}</p>`)
}

/** The start page: paste a sign-in link, as a phone would open it from a QR code. */
export function startPageHtml(error?: string): string {
  return pageHtml(
    title,
    `<h1>${title}</h1>
<p class="muted">A Farcaster client for the local stack. Open an app's “Sign in with Farcaster” link here, or paste it below.</p>
<form method="get" action="/">
<label for="uri">Sign-in link</label>
<input id="uri" name="uri" required placeholder="http://127.0.0.1:8795/?channelToken=…"${error ? ' aria-invalid="true" aria-describedby="uri-error"' : ''}>
${error ? `<p class="error" role="alert" id="uri-error">${escapeHtml(error)}</p>` : ''}
<div class="row"><button type="submit">Open</button></div>
</form>`,
  )
}

/** A round avatar with the username's first letter, served for each demo fid. */
export function pfpSvg(fid: number, username: string): string {
  const hue = (fid * 137) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 65% 45%)"/><text x="32" y="42" font-family="system-ui,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(username.slice(0, 1).toUpperCase())}</text></svg>`
}
