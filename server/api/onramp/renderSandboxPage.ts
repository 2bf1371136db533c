import type { OrderRow } from './OrderRow.js'
import type { PaymentMethod } from './paymentMethodLimits.js'

const styles = `body{font:15px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#141414;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:20px;box-shadow:0 8px 32px #0002;padding:28px;width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 4px}p.note{color:#666;margin:0 0 18px;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px}dt{color:#666}dd{margin:0;text-align:right;word-break:break-all}
label{display:block;font-size:13px;color:#444;margin:0 0 10px}input{display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:10px;border:1px solid #ccc;border-radius:10px;font-size:15px}
button{width:100%;padding:12px;border:0;border-radius:12px;background:#3861fb;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.ok{color:#1f8a4c;font-weight:600}.err{color:#c0392b;font-weight:600}`

/**
 * The sandbox provider's checkout page. Plain HTML with a form post (no script), so it works
 * under a CSP that forbids scripts entirely. Every order value is escaped.
 */
export function renderSandboxPage(order: OrderRow, method: PaymentMethod, outcome?: { error?: string }): string {
  const amount = order.crypto_amount ? `${order.crypto_amount} ${order.asset}` : `${order.fiat_amount ?? '100'} ${order.fiat_currency} of ${order.asset}`
  const rows: [string, string][] = [
    ['Pay by', method === 'card' ? 'Card' : 'Bank transfer'],
    ['Order', order.id],
    ['You buy', amount],
    ['Network', order.network],
    ['Deliver to', order.destination],
    ['Status', order.status],
  ]
  if (order.tx_hash) rows.push(['Transaction', order.tx_hash])
  const action =
    order.status === 'pending'
      ? `<form method="post" action="/onramp/sandbox/${encodeURIComponent(order.id)}/complete?method=${method}">${paymentFields[method]}<button type="submit">Complete purchase</button></form>`
      : order.status === 'completed'
        ? '<p class="ok" role="status">Purchase complete. The funds are in your wallet.</p>'
        : `<p class="err" role="alert">Purchase ${escapeHtml(order.status)}.</p>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Airlock sandbox checkout</title><style>${styles}</style></head><body><main>
<h1>Sandbox checkout</h1><p class="note">Test purchase. No payment is taken; funds come from the local chain's faucet.</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${outcome?.error ? `<p class="err" role="alert">${escapeHtml(outcome.error)}</p>` : ''}${action}
</main></body></html>`
}

// The test details are prefilled: a Luhn-valid test card and a checksum-valid routing number.
const paymentFields: Record<PaymentMethod, string> = {
  card: '<label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242"></label>'
    + '<label>Expiry (MM/YY)<input name="expiry" value="12/34"></label><label>CVC<input name="cvc" inputmode="numeric" value="123"></label>',
  ach_bank_account: '<label>Routing number<input name="routingNumber" inputmode="numeric" value="110000000"></label>'
    + '<label>Account number<input name="accountNumber" inputmode="numeric" value="000123456789"></label>',
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
