import { createHash } from 'node:crypto'

const styles = 'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f1f5f9;color:#0f172a}main{max-width:480px;margin:48px auto;padding:24px;background:#fff;border:1px solid #cbd5e1;border-radius:16px}h1{font-size:22px;margin:0 0 8px}button{font:600 15px system-ui,sans-serif;padding:10px 20px;border-radius:999px;border:0;background:#1d4ed8;color:#fff;cursor:pointer}button:focus-visible{outline:2px solid #0f172a;outline-offset:2px}'
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The policy of the device-approval pages: no script, this page's style only, forms to itself, never framed. */
export const deviceApprovalPolicy = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(styles).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`

/**
 * The page a device-approval link opens. Opening the link approves nothing (mail scanners
 * open links too): the person presses Approve, which posts the token back.
 */
export function deviceApprovalPage(view: { kind: 'confirm'; token: string; app: string } | { kind: 'done' | 'used' | 'expired'; app?: string }): string {
  const body =
    view.kind === 'confirm'
      ? `<h1>Approve this sign-in?</h1><p>A device is signing in to ${escape(view.app)} with your email. Approve it only if it is you.</p>
<form method="post" action="/v1/embedded/device/approve"><input type="hidden" name="token" value="${escape(view.token)}"><button type="submit">Approve device</button></form>`
      : view.kind === 'done'
        ? `<h1>Device approved</h1><p>Your sign-in code is on its way. Go back to ${escape(view.app ?? 'the app')} and enter it.</p>`
        : view.kind === 'used'
          ? '<h1>Already approved</h1><p>This device was approved already. Go back to the app and enter the code you received.</p>'
          : '<h1>This link has expired</h1><p>Go back to the app and sign in again to get a new link.</p>'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">
<title>Approve device</title><style>${styles}</style></head>
<body><main>${body}</main></body></html>`
}
