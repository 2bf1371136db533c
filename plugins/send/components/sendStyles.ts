// The send views' own rules, shipped in the plugin's chunk; the modal's classes do the rest.
export const sendStyles = `
.airlock-send-field{display:flex;flex-direction:column;gap:6px}
.airlock-send-field>label,.airlock-send-label{font-size:13px;font-weight:600;color:var(--airlock-fg-muted)}
.airlock-send-buy{align-self:flex-start}
.airlock-send-input{display:flex;gap:8px;align-items:center}
.airlock-send-input .airlock-input{flex:1;min-width:0}
.airlock-send-input .airlock-secondary{height:48px}
.airlock-send-token{display:flex;align-items:center;gap:10px;width:100%;height:52px;padding:0 12px;border:1px solid var(--airlock-border);border-radius:var(--airlock-radius-item);background:var(--airlock-bg);color:var(--airlock-fg);font:600 15px var(--airlock-font-family);cursor:pointer;text-align:start}
.airlock-send-token .airlock-wallet-image{border-radius:50%}
.airlock-send-token-label{flex:1}
.airlock-send-note{display:flex;align-items:center;gap:8px;min-height:20px;font-size:13px;color:var(--airlock-fg-muted);margin:0;overflow-wrap:anywhere}
.airlock-send-note .airlock-spinner{width:16px;height:16px;border-width:2px}
.airlock-send-avatar{width:20px;height:20px;border-radius:50%;object-fit:cover;vertical-align:middle}
.airlock-send-summary{display:flex;flex-direction:column;gap:10px;margin:0;padding:14px;border-radius:var(--airlock-radius-item);background:var(--airlock-surface)}
.airlock-send-summary div{display:flex;justify-content:space-between;gap:12px}
.airlock-send-summary dt{font-size:13px;color:var(--airlock-fg-muted)}
.airlock-send-summary dd{margin:0;font-size:14px;font-weight:600;text-align:end;overflow-wrap:anywhere;min-width:0}
.airlock-send-summary dd small{display:block;font-weight:400;color:var(--airlock-fg-muted)}
.airlock-send-tokens{list-style:none;margin:0;padding:0}
.airlock-send-tokens .airlock-list-label .airlock-muted{font-size:13px}
.airlock-send-buttons{display:grid;grid-template-columns:1fr 2fr;gap:8px}
.airlock-send-buttons [aria-disabled=true]{opacity:.6;cursor:default}
.airlock-send-buttons .airlock-secondary{height:48px;border-radius:var(--airlock-radius-item)}
`
