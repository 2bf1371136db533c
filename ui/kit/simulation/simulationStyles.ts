/** The simulation section's rules, shipped with it (approval and preview views only). */
export const simulationStyles = `
.airlock-simulation{display:flex;flex-direction:column;gap:8px;margin:0;padding:12px;border-radius:var(--airlock-radius-item);background:var(--airlock-surface);font-size:14px}
.airlock-simulation-note{display:flex;align-items:center;gap:8px;margin:0;color:var(--airlock-fg-muted);font-size:13px}
.airlock-simulation-note .airlock-spinner{width:14px;height:14px;border-width:2px;flex:none}
.airlock-simulation-fail{margin:0;color:var(--airlock-error);font-weight:600;overflow-wrap:anywhere}
.airlock-simulation dl{display:flex;flex-direction:column;gap:8px;margin:0}
.airlock-simulation dt{color:var(--airlock-fg-muted);font-size:12px;font-weight:600}
.airlock-simulation dd{margin:0}
.airlock-simulation ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.airlock-simulation-change{display:flex;align-items:center;gap:8px;min-width:0;font-weight:600}
.airlock-simulation-change>span{overflow-wrap:anywhere;min-width:0}
.airlock-simulation-change small{margin-inline-start:auto;flex:none;color:var(--airlock-fg-muted);font-weight:400}
.airlock-simulation-change .airlock-wallet-image{flex:none;border-radius:50%}
.airlock-simulation-allowance{overflow-wrap:anywhere}
.airlock-simulation-warnings li{display:flex;gap:6px;align-items:flex-start;color:var(--airlock-error);font-size:13px;overflow-wrap:anywhere}
.airlock-simulation-warnings li>span{min-width:0}
.airlock-simulation-warnings svg{flex:none;margin-top:1px}
.airlock-simulation-confirm{margin:0;padding:8px 12px;border:1px solid var(--airlock-error);border-radius:var(--airlock-radius-item);color:var(--airlock-error);font-size:13px}
`
