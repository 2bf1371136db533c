/** The send result's own rules (SendStatus), loaded with that view only. */
export const sendResultStyles = `
.airlock-send-result{display:flex;flex-direction:column;gap:6px;padding:14px;border-radius:var(--airlock-radius-item);background:var(--airlock-surface)}
.airlock-send-result-title{display:flex;align-items:center;gap:8px;margin:0;font-size:16px}
.airlock-send-result[data-status=confirmed] .airlock-send-result-title{color:var(--airlock-success)}
.airlock-send-result[data-status=failed] .airlock-send-result-title{color:var(--airlock-error)}
.airlock-send-hash{flex:1;min-width:0;font-size:12px}
`
