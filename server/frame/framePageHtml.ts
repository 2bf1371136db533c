import { createHash } from 'node:crypto'
import { directionOf } from '../../kernel/i18n/locales.js'
import type { FramePageConfig } from './FramePageConfig.js'
import { serverText } from './serverText.js'

/** The style every frame page uses; allowed by hash in the pages' policy. */
export const framePageStyles = `
:root{color-scheme:light;--airlock-bg:#fff;--airlock-fg:#0f172a;--airlock-muted:#475569;--airlock-border:#cbd5e1;--airlock-accent:#1d4ed8;--airlock-danger:#b91c1c}
:root[data-theme=dark]{color-scheme:dark;--airlock-bg:#0f172a;--airlock-fg:#f1f5f9;--airlock-muted:#94a3b8;--airlock-border:#334155;--airlock-accent:#60a5fa;--airlock-danger:#f87171}
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:var(--airlock-bg);color:var(--airlock-fg)}
main{max-width:420px;margin:0 auto;padding:20px 16px;display:grid;gap:12px}
h1{font-size:20px;margin:0}p{margin:0}.muted{color:var(--airlock-muted)}
.email{display:inline-block;max-width:100%;overflow-wrap:anywhere;vertical-align:top}
label{display:block;font-weight:600;margin-bottom:4px}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid var(--airlock-border);border-radius:10px;font:15px system-ui,sans-serif;background:var(--airlock-bg);color:var(--airlock-fg)}
button{font:600 15px system-ui,sans-serif;padding:10px 18px;border-radius:999px;border:1px solid var(--airlock-accent);background:var(--airlock-accent);color:var(--airlock-bg);cursor:pointer}
button.secondary{background:transparent;color:var(--airlock-accent)}button:disabled{opacity:.6;cursor:default}
form{display:grid;gap:12px}.row{display:flex;gap:8px;flex-wrap:wrap}
output{display:block;font:13px ui-monospace,monospace;overflow-wrap:anywhere;padding:8px;border:1px solid var(--airlock-border);border-radius:8px}
[role=alert]{color:var(--airlock-danger)}
:focus-visible{outline:2px solid var(--airlock-accent);outline-offset:2px}
h1[tabindex]:focus{outline:none}
[data-page=passkey] h1,[data-page=recovery] h1{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
[data-page=approve] body{background:transparent}[data-page=approve] main{max-width:none;margin:0;padding:0;display:block}
[data-page=approve] button{display:block;width:100%;height:48px;padding:0 12px;border:0;border-radius:var(--airlock-radius,12px);color:var(--airlock-accent-fg,var(--airlock-bg))}
[data-page=approve] button:focus-visible{outline:2px solid var(--airlock-accent-fg,var(--airlock-bg));outline-offset:-5px}
[data-page=approve] p{font-size:13px;color:var(--airlock-muted)}
[data-page=approve] main.summary{box-sizing:border-box;background:var(--airlock-bg);border:1px solid var(--airlock-border);border-radius:var(--airlock-radius,12px);padding:12px}
[data-page=approve] h1{font-size:15px;margin:0 0 8px}[data-page=approve] dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 12px;font-size:13px}
[data-page=approve] dt{color:var(--airlock-muted)}[data-page=approve] dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap;font-family:ui-monospace,monospace}
`

/** The sha256 CSP source of {@link framePageStyles}. */
export const framePageStyleHash = `'sha256-${createHash('sha256').update(framePageStyles).digest('base64')}'`

const titles: Record<FramePageConfig['page'], string> = { frame: 'frame.title.frame', recovery: 'frame.title.recovery', export: 'frame.title.export', approve: 'frame.title.approve', passkey: 'frame.title.passkey' }

/**
 * A frame page in its language (`lang`, `dir` and title): its config as inert JSON (escaped so
 * no value can end the element) and the bundled script.
 */
export function framePageHtml(config: FramePageConfig, scriptPath: string): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="${config.locale}" dir="${directionOf(config.locale)}" data-theme="${config.themeMode}" data-page="${config.page}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(serverText(config.locale, titles[config.page]))}</title>
<style>${framePageStyles}</style>
<script id="airlock-frame-config" type="application/json">${json}</script>
<script type="module" src="${scriptPath}"></script>
</head>
<body><main id="airlock-frame" aria-live="polite"></main></body>
</html>`
}

/** Text as HTML shows it, with nothing it could read as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
