/** The approval view's styles, added once by the view (they ship with its chunk, not with start-up). */
export const approvalStyles = `.airlock-approval-card{margin:0;padding:12px;border-radius:var(--airlock-radius-item);background:var(--airlock-surface);display:flex;flex-direction:column;gap:8px;font-size:14px}
.airlock-approval-row{display:flex;flex-direction:column;gap:2px;min-width:0}
.airlock-approval-row dt{color:var(--airlock-fg-muted);font-size:12px;font-weight:600}
.airlock-approval-row dd{margin:0;overflow-wrap:anywhere}
.airlock-approval-group{display:flex;flex-direction:column;gap:8px;padding-top:8px;border-top:1px solid var(--airlock-border)}
.airlock-approval-message{margin:0;white-space:pre-wrap;font:inherit;max-height:160px;overflow:auto}
.airlock-approval-tree{list-style:none;margin:0;padding-inline-start:12px;border-inline-start:2px solid var(--airlock-border)}
.airlock-approval-key{font-weight:600}
.airlock-approval-note{margin:0;font-size:13px;color:var(--airlock-fg-muted)}
.airlock-approval-buttons{display:grid;grid-template-columns:1fr 1fr;gap:8px;position:sticky;bottom:0;padding:8px 0 16px;margin-bottom:-16px;background:var(--airlock-bg)}
.airlock-approval-buttons .airlock-secondary{height:48px;justify-content:center}
.airlock-approve-holder{min-width:0;height:48px}
.airlock-approve-frame{display:block;width:100%;height:48px;border:0;background:transparent;color-scheme:light}
[data-airlock-theme=dark] .airlock-approve-frame{color-scheme:dark}`
