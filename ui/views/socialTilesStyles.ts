/** The tiles' look: one row, as many equal columns as there are providers. */
export const socialTilesStyles = `.airlock-social-tiles{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:6px}
.airlock-social-tile{display:flex;align-items:center;justify-content:center;min-width:0;height:56px;padding:0;border:0;border-radius:var(--airlock-radius-item);background:var(--airlock-surface);cursor:pointer}
.airlock-social-tile:hover{background:var(--airlock-surface-hover)}
.airlock-social-tile .airlock-list-icon{max-width:100%}
@media (forced-colors:active){.airlock-social-tile{border:1px solid ButtonText}}`
