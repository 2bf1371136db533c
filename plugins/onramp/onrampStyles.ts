// The Buy views' own rules, shipped in the plugin's chunk; the modal's classes do the rest.
export const onrampStyles = `
.airlock-buy-field{display:flex;flex-direction:column;gap:6px;border:0;margin:0;padding:0;min-width:0}
.airlock-buy-field>label,.airlock-buy-field>legend{font-size:13px;font-weight:600;color:var(--airlock-fg-muted);padding:0}
.airlock-buy-pair{display:grid;grid-template-columns:repeat(auto-fit,minmax(170px,1fr));gap:10px}
.airlock-buy-field select.airlock-input{appearance:auto}
.airlock-buy-methods{display:flex;gap:8px}
.airlock-buy-methods label{flex:1;display:flex;align-items:center;gap:6px;padding:10px;border:1px solid var(--airlock-border);border-radius:var(--airlock-radius-item);font-size:14px;cursor:pointer}
.airlock-buy-error{margin:0;font-size:13px;color:var(--airlock-error)}
.airlock-buy-quotes{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.airlock-buy-quote{display:flex;flex-direction:column;gap:4px;width:100%;padding:12px;border:1px solid var(--airlock-border);border-radius:var(--airlock-radius-item);background:var(--airlock-bg);color:var(--airlock-fg);font:14px var(--airlock-font-family);text-align:start;cursor:pointer}
.airlock-buy-quote[aria-pressed=true]{border-color:var(--airlock-accent);box-shadow:0 0 0 1px var(--airlock-accent)}
.airlock-buy-quote strong{font-size:15px}
.airlock-buy-quote span{display:flex;justify-content:space-between;gap:8px;color:var(--airlock-fg-muted);font-size:13px}
.airlock-buy-status{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center;padding:16px 0}
`
