// A name that opens to its address: in a row, whole on a line of its own; in a sentence, its ends beside the name.
export const addressNameStyles = `
.airlock-address-name-button{display:inline-flex;align-items:center;gap:2px;padding:0;border:0;background:none;font:inherit;color:inherit;cursor:pointer;text-decoration:underline dotted;text-underline-offset:3px;border-radius:4px}
.airlock-address-name .airlock-address-name-button svg{transform:rotate(90deg);transition:transform var(--airlock-duration-view,150ms)}
.airlock-address-name .airlock-address-name-button[aria-expanded=true] svg{transform:rotate(-90deg)}
.airlock-address-name-address{display:block;font-weight:400;font-size:13px;color:var(--airlock-fg-muted)}
.airlock-address-name-address[data-in-sentence]{display:inline;margin-inline-start:4px;white-space:nowrap}
.airlock-address-name-address .airlock-icon-button{vertical-align:middle}
@media (prefers-reduced-motion:reduce){.airlock-address-name .airlock-address-name-button svg{transition:none}}
`
