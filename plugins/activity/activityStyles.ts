/**
 * The Activity tab's rules: two lines a row that never wrap, amounts one to a line and whole
 * (the amount column takes what it needs, the what-and-who column gives way and shortens);
 * an NFT's name, long where a token's symbol is short, takes at most 40 % of the row over its
 * two lines, so the what and the when beside it stay whole. Loaded with the tab.
 */
export const activityStyles = `
.airlock-activity{list-style:none;margin:0;padding:0}
.airlock-activity-item{display:flex;align-items:center;gap:8px;padding:6px 4px;font-size:14px;line-height:18px}
.airlock-activity-item[data-status=failed] strong{color:var(--airlock-error)}
.airlock-activity-text{display:flex;flex-direction:column;flex:1;min-width:0}
.airlock-activity-line{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.airlock-activity-line time{font-size:12px}
.airlock-activity-amount{display:flex;flex-direction:column;align-items:flex-end;flex:none;max-width:70%;font-size:13px;font-weight:600;text-align:end;white-space:nowrap}
.airlock-activity-amount>*{max-width:100%;overflow:hidden;text-overflow:ellipsis}
.airlock-activity-amount:has(.airlock-activity-nft){max-width:40%}
.airlock-activity-nft{white-space:normal;overflow-wrap:break-word;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2}
`
