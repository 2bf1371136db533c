/** The rows of a permission's details: label above value, long addresses wrapping in place. */
export const permissionStyles = `.airlock-permission{margin:0;display:flex;flex-direction:column;gap:8px;font-size:14px}
.airlock-permission-row{display:flex;flex-direction:column;gap:2px;min-width:0}
.airlock-permission-row dt{color:var(--airlock-fg-muted);font-size:12px;font-weight:600}
.airlock-permission-row dd{margin:0;color:var(--airlock-fg);overflow-wrap:anywhere;min-width:0}
.airlock-permission-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:2px}
.airlock-permission-row code{font-size:13px}`
