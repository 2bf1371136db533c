// The swap views' own rules, shipped in the plugin's chunk; the modal's classes do the rest.
export const swapStyles = `
.airlock-swap-field{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid var(--airlock-border);border-radius:var(--airlock-radius-item);background:var(--airlock-bg)}
.airlock-swap-buy{align-self:flex-start}
.airlock-swap-field>label{font-size:13px;font-weight:600;color:var(--airlock-fg-muted)}
.airlock-swap-row{display:flex;gap:8px;align-items:center}
.airlock-swap-row .airlock-input{flex:1;min-width:0;font-size:18px;text-overflow:ellipsis}
.airlock-swap-token{display:flex;align-items:center;gap:6px;flex:none;height:48px;padding:0 8px;border:1px solid var(--airlock-border);border-radius:var(--airlock-radius-item);background:var(--airlock-surface);color:var(--airlock-fg);font:600 15px var(--airlock-font-family);cursor:pointer}
.airlock-swap-token .airlock-wallet-image{border-radius:50%}
.airlock-swap-note{display:flex;justify-content:space-between;align-items:center;gap:8px;min-height:18px;margin:0;font-size:13px;color:var(--airlock-fg-muted);overflow-wrap:anywhere}
.airlock-swap-note .airlock-spinner{width:14px;height:14px;border-width:2px}
.airlock-swap-approved{color:var(--airlock-success);font-weight:600}
.airlock-swap-approved>span{display:inline-flex;align-items:center;gap:6px}
.airlock-swap-flip{align-self:center;display:grid;place-items:center;width:36px;height:36px;margin:-14px 0;z-index:1;border:1px solid var(--airlock-border);border-radius:50%;background:var(--airlock-surface);color:var(--airlock-fg);cursor:pointer}
.airlock-swap-summary{display:flex;flex-direction:column;gap:8px;margin:0;padding:12px;border-radius:var(--airlock-radius-item);background:var(--airlock-surface)}
.airlock-swap-summary div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:2px 12px}
.airlock-swap-summary dt{font-size:13px;color:var(--airlock-fg-muted)}
.airlock-swap-summary dd{margin:0;margin-inline-start:auto;font:600 14px var(--airlock-font-family);text-align:end;white-space:nowrap}
.airlock-swap-warn{color:var(--airlock-error)}
.airlock-swap-slippage{display:flex;align-items:center;gap:6px;flex-wrap:wrap;font-size:13px;color:var(--airlock-fg-muted)}
.airlock-swap-slippage button{height:30px;padding:0 10px;border:1px solid var(--airlock-border);border-radius:999px;background:var(--airlock-bg);color:var(--airlock-fg);font:500 13px var(--airlock-font-family);cursor:pointer}
.airlock-swap-slippage button[aria-pressed=true]{border-color:var(--airlock-accent);color:var(--airlock-accent)}
.airlock-swap-slippage input{width:72px;height:30px}
.airlock-swap-accept{display:flex;gap:8px;align-items:flex-start;font-size:13px}
.airlock-swap-tokens{list-style:none;margin:0;padding:0}
.airlock-swap-tokens .airlock-list-label .airlock-muted{font-size:13px}
.airlock-swap-buttons{display:grid;grid-template-columns:1fr 2fr;gap:8px}
.airlock-swap-buttons .airlock-secondary{height:48px;border-radius:var(--airlock-radius-item)}
.airlock-swap [aria-disabled=true]{opacity:.6;cursor:default}
.airlock-swap-result-title{display:flex;align-items:center;gap:8px;margin:0;font-size:16px;color:var(--airlock-success)}
`
