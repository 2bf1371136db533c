// The Receive view's own rules, shipped in the plugin's chunk.
export const receiveStyles = `
.airlock-receive-qr{display:flex;border-radius:16px;overflow:hidden;border:1px solid var(--airlock-border)}
.airlock-receive-address{margin:0;font:500 14px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere;text-align:center}
.airlock-receive-networks{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;list-style:none;margin:0;padding:0}
.airlock-receive-networks li{font-size:12px;font-weight:600;padding:4px 10px;border-radius:999px;background:var(--airlock-surface);color:var(--airlock-fg-muted)}
`
