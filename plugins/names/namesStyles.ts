// The RegisterName view's own rules, shipped in the plugin's chunk; the modal's classes do the rest.
export const namesStyles = `
.airlock-names-done{display:flex;align-items:center;gap:8px;margin:0;font-size:16px;color:var(--airlock-success);overflow-wrap:anywhere}
.airlock-names-field,.airlock-names-suggested{display:flex;flex-direction:column;gap:6px}
.airlock-names-field>label,.airlock-names-suggested>span{font-size:13px;font-weight:600;color:var(--airlock-fg-muted)}
.airlock-names-input{display:flex;align-items:center;gap:6px}
.airlock-names-input .airlock-input{flex:1;min-width:0}
.airlock-names-suffix{font-weight:600;color:var(--airlock-fg-muted)}
.airlock-names-rules,.airlock-names-suggestions{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px;font-size:13px}
.airlock-names-rules li{display:flex;gap:6px;align-items:center;color:var(--airlock-fg-muted)}
.airlock-names-rules svg{flex:none}
.airlock-names-rules li[data-ok=true]{color:var(--airlock-success,var(--airlock-fg))}
.airlock-names-rules li[data-ok=false]{color:var(--airlock-error)}
.airlock-names-note{min-height:20px;margin:0;font-size:13px;display:flex;gap:8px;align-items:center;overflow-wrap:anywhere}
.airlock-names-note .airlock-spinner{width:16px;height:16px;border-width:2px}
.airlock-names-suggestions{flex-flow:row wrap;gap:6px}
.airlock-names-suggestions button{border:1px solid var(--airlock-border);border-radius:999px;background:var(--airlock-bg);color:var(--airlock-fg);font:500 13px var(--airlock-font-family);padding:4px 10px;cursor:pointer}
`
