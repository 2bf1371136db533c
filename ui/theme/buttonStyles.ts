// The buttons live in the host's page, outside the modal's themed scope, so each variable
// carries its default. Hosts restyle them by setting the same --airlock-* properties.
// The account and network buttons' own rules are buttonVariantStyles, loaded with them.
export const buttonStyles = `.airlock-button{display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 16px;border-radius:999px;border:1px solid var(--airlock-button-border,transparent);background:var(--airlock-accent,#1d4ed8);color:var(--airlock-accent-fg,#fff);font:600 15px/1 var(--airlock-font-family,system-ui,sans-serif);white-space:nowrap;cursor:pointer}.airlock-button:focus-visible{outline:2px solid var(--airlock-focus,#1d4ed8);outline-offset:2px}`
