import type { WalletDemoConfig } from './WalletDemoConfig.js'

const styles = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:560px;margin:0 auto;padding:24px 16px;display:grid;gap:16px}
section{background:#fff;border:1px solid #cbd5e1;border-radius:14px;padding:16px}
h1{font-size:22px;margin:0}h2{font-size:17px;margin:0 0 8px}
label{display:block;font-weight:600;margin-bottom:4px}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #64748b;border-radius:10px;font:14px ui-monospace,monospace}
button{font:600 14px system-ui,sans-serif;padding:8px 16px;border-radius:999px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
.row{display:flex;gap:8px;flex-wrap:wrap;margin-top:12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f1f5f9;padding:8px;border-radius:8px;margin:8px 0 0;font-size:13px}
.muted{color:#475569}
:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
`

/** The demo wallet's page, with the stack's config written in (escaped so no value can end the script element). */
export function walletPageHtml(config: WalletDemoConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Airlock demo wallet</title>
<link rel="icon" href="data:,">
<style>${styles}</style>
<script id="wallet-config" type="application/json">${json}</script>
<script type="module" src="/wallet.js"></script>
</head>
<body>
<main id="wallet" aria-busy="true">
<h1>Airlock demo wallet</h1>
<p class="muted">A WalletConnect wallet for trying Airlock on the local stack. It signs with a dev key of the local chain.</p>
</main>
</body>
</html>`
}
