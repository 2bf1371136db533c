import type { InboxMessage } from './InboxMessage.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The inbox's web page: every message, newest first, in plain HTML with no script. */
export function inboxPageHtml(messages: readonly InboxMessage[]): string {
  const items = messages
    .map((m) => `<li><article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · <time datetime="${escape(m.date)}">${escape(m.date)}</time></p><pre>${escape(m.text)}</pre></article></li>`)
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Airlock local inbox</title>
<style>body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f1f5f9;color:#0f172a}main{max-width:720px;margin:0 auto;padding:24px 16px}ol{list-style:none;padding:0;display:grid;gap:12px}article{background:#fff;border:1px solid #cbd5e1;border-radius:12px;padding:12px 16px}h1{font-size:22px}h2{font-size:16px;margin:0}.meta{color:#475569;margin:4px 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:14px ui-monospace,monospace;margin:0}</style>
</head>
<body>
<main>
<h1>Airlock local inbox</h1>
<p>Mail the local stack sends (sign-in codes, device approvals) lands here. JSON: <code>GET /messages?to=&lt;address&gt;</code>.</p>
${messages.length ? `<ol aria-label="Messages">\n${items}\n</ol>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>`
}
