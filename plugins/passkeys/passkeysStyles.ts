/**
 * The passkey list's rows: name and device on one side, Remove on the other. A device's row
 * puts Sign out (or its tag) under the text when the email it signed in with would not fit
 * beside it whole.
 */
export const passkeysStyles = `
.airlock-passkeys{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.airlock-passkeys li{display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid var(--airlock-border,#e2e8f0);border-radius:var(--airlock-radius,16px)}
.airlock-passkeys .airlock-passkey-text{flex:1;min-width:0;display:grid}
.airlock-passkeys .airlock-passkey-text>*{overflow-wrap:anywhere}
.airlock-devices li{flex-wrap:wrap}
.airlock-devices .airlock-passkey-text{flex:1 1 0;min-width:auto}
`
