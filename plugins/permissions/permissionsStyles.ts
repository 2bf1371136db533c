/** The list of grants: one card each, the app and network on top, the details, Revoke at the foot. */
export const permissionsStyles = `
.airlock-grants{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.airlock-grants>li{display:flex;flex-direction:column;gap:10px;padding:12px;border:1px solid var(--airlock-border,#e2e8f0);border-radius:var(--airlock-radius-item,14px);min-width:0}
.airlock-grant-head{display:flex;flex-direction:column;gap:2px;min-width:0}
.airlock-grant-head strong{overflow-wrap:anywhere}
.airlock-grants .airlock-secondary{align-self:flex-start}
`
