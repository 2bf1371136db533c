// The Pay view's own rules, shipped in the plugin's chunk; the modal's classes do the rest.
export const payStyles = `
.airlock-pay-summary{display:flex;flex-direction:column;gap:10px;margin:0;padding:14px;border-radius:var(--airlock-radius-item);background:var(--airlock-surface)}
.airlock-pay-summary div{display:flex;justify-content:space-between;gap:12px}
.airlock-pay-summary dt{font-size:13px;color:var(--airlock-fg-muted)}
.airlock-pay-summary dd{margin:0;font-size:14px;font-weight:600;text-align:end;overflow-wrap:anywhere;min-width:0}
.airlock-pay-note{margin:0;font-size:14px}
.airlock-pay-error{margin:0;font-size:13px;color:var(--airlock-error)}
.airlock-pay-paid{display:flex;align-items:center;gap:6px;margin:0;font-weight:600;color:var(--airlock-success,#1f8a4c)}
`
