/** `#rrggbb` for a computed colour (`rgb(…)`, or hex as written); undefined for anything else. */
function hexColor(value: string): string | undefined {
  const text = value.trim()
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(text)) return text
  const rgb = /^rgba?\((\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})(?:,\s*1(?:\.0+)?)?\)$/.exec(text)
  return rgb ? `#${rgb.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}` : undefined
}

/**
 * The modal's accent colours and item radius where `element` sits, for the wallet's own
 * Approve button (the approve page checks them again and keeps its own when they read badly).
 */
export function buttonLook(element: Element): Record<string, string> {
  const style = getComputedStyle(element)
  const look: Record<string, string> = {}
  const accent = hexColor(style.getPropertyValue('--airlock-accent'))
  const accentFg = hexColor(style.getPropertyValue('--airlock-accent-fg'))
  if (accent && accentFg) Object.assign(look, { accent, accentFg })
  const radius = style.getPropertyValue('--airlock-radius-item').trim()
  if (/^\d{1,2}(\.\d+)?px$/.test(radius)) look['radius'] = radius
  return look
}
