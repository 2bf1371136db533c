const styles = `
:root{color-scheme:light}
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:420px;margin:48px auto;padding:0 16px}
.card{background:#fff;border:1px solid #cbd5e1;border-radius:14px;padding:24px}
h1{font-size:21px;margin:0 0 4px}
p{margin:8px 0}.muted{color:#475569;font-size:14px}
label{display:block;font-weight:600;margin:16px 0 4px}
input:not([type=radio]){box-sizing:border-box;width:100%;padding:10px;border:1px solid #64748b;border-radius:10px;font:inherit}
ul{margin:8px 0;padding-left:20px}
.row{display:flex;gap:8px;margin-top:20px}
button{flex:1;font:600 15px system-ui,sans-serif;padding:10px 16px;border-radius:999px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
.error{color:#b91c1c;font-weight:600}
code{font-size:13px;overflow-wrap:anywhere}
:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
`

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The page frame of the local stack's own pages (identity provider, demo Farcaster client):
 * plain and readable, no script, nothing loaded from anywhere else (the CSP below allows
 * inline styles and same-origin images only). `body` is trusted HTML.
 */
export function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${styles}</style>
</head>
<body>
<main><div class="card">
${body}
</div></main>
</body>
</html>`
}

/**
 * The Content-Security-Policy of those pages. Forms may lead anywhere over http(s): a sign-in
 * answer redirects to the app's callback, and browsers check form redirects against this.
 */
export const pageContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'"
