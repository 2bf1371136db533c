import { motion } from './motion.js'

// Every colour, size and duration is a custom property on [data-airlock-theme], so a host
// overrides any of them with CSS or `themeVariables`. Contrast meets WCAG AA in both themes.
// The modal is never taller than the window: its header stays in view and the body scrolls.
// On a phone (480 px wide or less) it is a sheet along the bottom edge, the full width.
// In forced colours (Windows high contrast) backgrounds are gone: controls get edges in the
// system's button colour, the selected tab and the spinner's arc the highlight colour.
// Drawn ahead for the next open (`data-standby`), the overlay is laid out and painted but
// transparent (inert and hidden from assistive technology by the shell); it is its own
// layer (`will-change`), so showing it changes its opacity alone, with nothing to paint.
// The Account tab panel scrolls inside its fixed height, and a scroll at its end goes on to the
// body: on a window too short for the whole view, the body scrolls the panel's end out from
// under the sticky footer (Disconnect), so the last row is never out of reach.
// A field whose value is refused (aria-invalid) is outlined in the error colour, in every view.
// A wallet's name in All Wallets takes up to two lines too ("Coinbase / Wallet"), and a name
// longer than that ends in an ellipsis.
// A list row's label takes up to two lines, which fit the row's 56 px like one, and ends in an
// ellipsis past them (or on one line, for a word wider than the row).
export const modalStyles = `
[data-airlock-theme]{--airlock-font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--airlock-accent:#1d4ed8;--airlock-accent-fg:#fff;--airlock-radius:20px;--airlock-radius-item:14px;--airlock-modal-width:360px;--airlock-z-index:2147483000;--airlock-duration-header:${motion.headerText}ms;--airlock-duration-height:${motion.modalHeight}ms;--airlock-duration-view:${motion.viewTransition}ms;--airlock-duration-shake:${motion.shake}ms;font-family:var(--airlock-font-family);color:var(--airlock-fg)}
[data-airlock-theme=light]{--airlock-bg:#fff;--airlock-fg:#0f172a;--airlock-fg-muted:#475569;--airlock-surface:#f1f5f9;--airlock-surface-hover:#e2e8f0;--airlock-border:#cbd5e1;--airlock-overlay:rgba(15,23,42,.45);--airlock-error:#b91c1c;--airlock-success:#15803d;--airlock-focus:#1d4ed8}
[data-airlock-theme=dark]{--airlock-bg:#0f172a;--airlock-fg:#f1f5f9;--airlock-fg-muted:#cbd5e1;--airlock-surface:#1e293b;--airlock-surface-hover:#334155;--airlock-border:#475569;--airlock-overlay:rgba(2,6,23,.7);--airlock-accent:#3b82f6;--airlock-accent-fg:#0b1220;--airlock-error:#f87171;--airlock-success:#4ade80;--airlock-focus:#93c5fd}
@media (prefers-reduced-motion:reduce){[data-airlock-theme]{--airlock-duration-header:0ms;--airlock-duration-height:0ms;--airlock-duration-view:0ms;--airlock-duration-shake:0ms}}
.airlock-overlay{position:fixed;inset:0;z-index:var(--airlock-z-index);display:flex;align-items:center;justify-content:center;background:var(--airlock-overlay);padding:16px;will-change:opacity}
.airlock-overlay[data-standby]{opacity:0;pointer-events:none}
.airlock-modal{box-sizing:border-box;display:flex;flex-direction:column;width:var(--airlock-modal-width);max-width:100%;max-height:100%;background:var(--airlock-bg);border:1px solid var(--airlock-border);border-radius:var(--airlock-radius);box-shadow:0 16px 48px rgba(0,0,0,.2);overflow:hidden;outline:none}
.airlock-modal *,.airlock-modal *::before,.airlock-modal *::after{box-sizing:border-box}
@media (max-width:480px){.airlock-overlay{align-items:flex-end;padding:24px 0 0}.airlock-overlay>.airlock-modal{width:100%;border-width:1px 0 0;border-radius:var(--airlock-radius) var(--airlock-radius) 0 0;padding-bottom:env(safe-area-inset-bottom)}}
.airlock-modal[data-shake]{animation:airlock-shake var(--airlock-duration-shake) ease-in-out}
@keyframes airlock-shake{0%,100%{transform:translateX(0)}20%,60%{transform:translateX(-6px)}40%,80%{transform:translateX(6px)}}
.airlock-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:12px 12px 4px;min-height:56px}
.airlock-title{margin:0;text-align:center;font-size:16px;font-weight:600;animation:airlock-fade var(--airlock-duration-header) ease-out;outline:none}
.airlock-icon-button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border:0;border-radius:12px;background:transparent;color:var(--airlock-fg);cursor:pointer}
.airlock-icon-button:hover{background:var(--airlock-surface)}
.airlock-modal :focus-visible{outline:2px solid var(--airlock-focus);outline-offset:2px}
.airlock-body{flex:0 1 auto;min-height:0;overflow:hidden auto;overscroll-behavior:contain;transition:height var(--airlock-duration-height) ease-out}
.airlock-body[data-easing]{overflow-y:hidden}
.airlock-view{padding:8px 16px 16px;animation:airlock-view-in var(--airlock-duration-view) ease-out}
@keyframes airlock-fade{from{opacity:0}to{opacity:1}}
[data-opening] :is(.airlock-view,.airlock-title){animation:none}
@keyframes airlock-view-in{from{opacity:0;transform:translateY(6px)}to{opacity:1;transform:none}}
.airlock-stack{display:flex;flex-direction:column;gap:8px}
.airlock-section-label{margin:8px 4px 0;font-size:13px;font-weight:600;color:var(--airlock-fg-muted)}
.airlock-list-button{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 12px;border:0;border-radius:var(--airlock-radius-item);background:var(--airlock-surface);color:var(--airlock-fg);font:500 15px var(--airlock-font-family);text-align:start;cursor:pointer}
.airlock-list-button:hover{background:var(--airlock-surface-hover)}
.airlock-list-button:disabled{opacity:.6;cursor:default}
.airlock-list-pending{cursor:default;opacity:.6}
.airlock-list-icon{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:12px;background:var(--airlock-bg);overflow:hidden;flex:none}
.airlock-list-icon img{width:40px;height:40px}
.airlock-list-label{flex:1;overflow:hidden;text-overflow:ellipsis;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-height:1.25}
.airlock-tag{font-size:12px;font-weight:600;padding:4px 8px;border-radius:999px;background:var(--airlock-bg);color:var(--airlock-fg-muted)}
.airlock-primary{display:inline-flex;align-items:center;justify-content:center;gap:8px;width:100%;height:48px;border:0;border-radius:var(--airlock-radius-item);background:var(--airlock-accent);color:var(--airlock-accent-fg);font:600 15px var(--airlock-font-family);cursor:pointer}
.airlock-primary:disabled,.airlock-primary[aria-disabled=true]{background:var(--airlock-surface);color:var(--airlock-fg-muted);cursor:default}
.airlock-secondary{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;padding:0 14px;border:1px solid var(--airlock-border);border-radius:999px;background:transparent;color:var(--airlock-fg);font:500 14px var(--airlock-font-family);text-decoration:none;cursor:pointer}
.airlock-muted{color:var(--airlock-fg-muted);font-size:14px;margin:0}
.airlock-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px;padding:16px 0}
.airlock-error-text{color:var(--airlock-error);font-size:14px;margin:0}
.airlock-notice{display:flex;flex-direction:column;gap:8px;padding:12px;border:1px solid var(--airlock-border);border-radius:var(--airlock-radius-item);background:var(--airlock-surface)}
.airlock-notice-title{margin:0;font-weight:600}
.airlock-notice-title:focus{outline:none}
.airlock-notice-text{margin:0;color:var(--airlock-fg-muted);font-size:14px}
.airlock-notice-actions{display:flex;flex-direction:column;gap:8px;align-items:stretch}
.airlock-alerts{display:flex;flex-direction:column;gap:8px;padding:0 16px}
.airlock-alert{display:flex;gap:8px;align-items:flex-start;padding:10px 12px;border-radius:12px;background:var(--airlock-surface);font-size:14px}
.airlock-alert[data-variant=error]{color:var(--airlock-error)}
.airlock-alert p{margin:2px 0 0;color:var(--airlock-fg-muted)}
.airlock-alert button{margin-inline-start:auto}
[dir=rtl] .airlock-icon-directional{transform:scaleX(-1)}
.airlock-spinner{display:inline-block;width:28px;height:28px;border:3px solid var(--airlock-surface-hover);border-top-color:var(--airlock-accent);border-radius:50%;animation:airlock-spin .8s linear infinite}
@keyframes airlock-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.airlock-spinner{animation-duration:2s}}
.airlock-tabs{display:flex;gap:4px;padding:4px;border-radius:999px;background:var(--airlock-surface)}
.airlock-tab{flex:1;height:36px;border:0;border-radius:999px;background:transparent;color:var(--airlock-fg-muted);font:600 14px var(--airlock-font-family);cursor:pointer}
.airlock-tab[aria-selected=true]{background:var(--airlock-bg);color:var(--airlock-fg)}
.airlock-tabpanel{height:220px;overflow-y:auto;scrollbar-gutter:stable both-edges;border-radius:var(--airlock-radius-item)}
.airlock-tabpanel>.airlock-center{height:100%;justify-content:center;padding:0}
.airlock-empty{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;min-height:100%;padding:24px 16px;text-align:center;box-sizing:border-box}
.airlock-empty-icon{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;background:var(--airlock-surface);color:var(--airlock-fg-muted)}
.airlock-empty p{max-width:260px}
.airlock-full-address{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:normal}
.airlock-modal :is(dt,dd){font-family:inherit;word-break:normal}
.airlock-full-address>span{display:inline-block;overflow-wrap:anywhere}
.airlock-actions{display:grid;grid-template-columns:repeat(var(--airlock-action-tracks,8),minmax(0,1fr));grid-auto-rows:1fr;gap:8px}
.airlock-action{grid-column-end:span 2;min-width:0;display:flex;flex-direction:column;align-items:center;gap:6px;padding:12px 4px;border:0;border-radius:var(--airlock-radius-item);background:var(--airlock-surface);color:var(--airlock-fg);font:500 13px var(--airlock-font-family);cursor:pointer}
.airlock-action:hover{background:var(--airlock-surface-hover)}
.airlock-input{width:100%;height:48px;padding:0 14px;border:1px solid var(--airlock-border);border-radius:var(--airlock-radius-item);background:var(--airlock-bg);color:var(--airlock-fg);font:16px var(--airlock-font-family)}
.airlock-input[aria-invalid=true]{border-color:var(--airlock-error)}
.airlock-wallet-image{position:relative;display:inline-flex;align-items:center;justify-content:center;flex:none;border-radius:12px;overflow:hidden;background:var(--airlock-bg);border:1px solid var(--airlock-border)}
.airlock-wallet-image img{display:block}
.airlock-monogram{font-weight:700;font-size:18px;color:var(--airlock-fg-muted)}.airlock-monogram::before{content:attr(data-letter)}
.airlock-grid{overflow-y:auto;overscroll-behavior:contain;margin:0 -4px}
.airlock-wallet-results{position:relative}
.airlock-wallet-results[data-replacing] .airlock-grid{opacity:.4}
.airlock-wallet-results-busy{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;pointer-events:none}
.airlock-wallet-results-busy[data-place=end]{align-items:flex-end;padding-bottom:8px}
.airlock-wallet-results-busy .airlock-spinner{background:var(--airlock-bg);box-shadow:0 0 0 6px var(--airlock-bg)}
.airlock-grid-row{position:absolute;left:0;right:0;top:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:4px;padding:0 4px}
.airlock-wallet-tile{display:flex;flex-direction:column;align-items:center;gap:6px;width:100%;height:100px;padding:6px 2px;border:0;border-radius:var(--airlock-radius-item);background:var(--airlock-surface);color:var(--airlock-fg);font:500 12px var(--airlock-font-family);cursor:pointer}
.airlock-wallet-tile-name{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;max-width:100%;overflow:hidden;text-overflow:ellipsis;line-height:14px}
.airlock-wallet-tile:hover{background:var(--airlock-surface-hover)}
.airlock-avatar{width:64px;height:64px;border-radius:50%;flex:none;object-fit:cover}
.airlock-row{display:flex;align-items:center;justify-content:center;gap:8px;flex-wrap:wrap}
.airlock-link{color:var(--airlock-accent);font-weight:600;font-size:14px;text-decoration:none}
.airlock-link:hover{text-decoration:underline}
.airlock-balance{font-size:20px;font-weight:600;margin:0}
.airlock-account-head{gap:8px;padding:8px 0}
.airlock-account-detail{display:inline-flex;align-items:center;gap:6px;max-width:100%;margin:0;color:var(--airlock-fg-muted);font:500 14px var(--airlock-font-family)}
.airlock-account-detail>span{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.airlock-account-identity{min-height:32px;padding:4px 10px 4px 6px;border:0;border-radius:999px;background:var(--airlock-surface);cursor:pointer}
.airlock-account-identity:hover{background:var(--airlock-surface-hover)}
.airlock-account-identity img{flex:none;border-radius:50%}
.airlock-account-foot{position:sticky;bottom:0;display:flex;flex-direction:column;margin:0 -16px -16px;padding:8px 16px 16px;background:var(--airlock-bg)}
.airlock-token-list,.airlock-nft-grid{list-style:none;margin:0;padding:0}
.airlock-token{display:flex;align-items:center;gap:12px;padding:8px 4px}
.airlock-token-name{display:flex;flex-direction:column;flex:1;min-width:0;font-size:14px}
.airlock-token-value{font-weight:600;font-size:14px}
.airlock-nft-grid{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.airlock-nft{display:flex;flex-direction:column;gap:4px;padding:6px;border-radius:var(--airlock-radius-item);background:var(--airlock-surface);font-size:13px;min-width:0}
.airlock-nft img,.airlock-nft-blank{width:100%;height:auto;aspect-ratio:1;border-radius:10px;object-fit:cover;background:var(--airlock-bg)}
.airlock-nft strong,.airlock-nft span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.airlock-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (forced-colors:active){.airlock-modal :is(.airlock-list-button,.airlock-primary,.airlock-action,.airlock-tab,.airlock-wallet-tile,.airlock-alert){border:1px solid ButtonText}.airlock-modal :is(.airlock-primary:disabled,.airlock-primary[aria-disabled=true]){color:GrayText;border-color:GrayText}.airlock-tab[aria-selected=true]{forced-color-adjust:none;background:Highlight;color:HighlightText}.airlock-spinner{forced-color-adjust:none;border-color:GrayText;border-top-color:Highlight}.airlock-avatar{forced-color-adjust:none}.airlock-modal :focus-visible{outline-color:Highlight}}
`
