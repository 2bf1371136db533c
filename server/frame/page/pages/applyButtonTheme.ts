const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** sRGB relative luminance of a #rgb or #rrggbb colour (WCAG 2). */
function luminance(color: string): number {
  const digits = color.length === 4 ? [...color.slice(1)].map((d) => d + d) : [color.slice(1, 3), color.slice(3, 5), color.slice(5, 7)]
  const [r, g, b] = digits.map((d) => {
    const c = Number.parseInt(d, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Paints the approve button in the host modal's accent (`accent`, `accentFg`: opaque #hex
 * colours) and corner radius (`radius`: 0–32 px) from the URL, through CSSOM (the page's
 * policy allows no inline style). A pair that reads badly (contrast under 4.5:1), or anything
 * not in those forms, keeps the wallet's own colours: the host may dress the button, never
 * make it unreadable or see-through.
 */
export function applyButtonTheme(root: HTMLElement, params: URLSearchParams): void {
  const accent = params.get('accent') ?? ''
  const accentFg = params.get('accentFg') ?? ''
  if (hex.test(accent) && hex.test(accentFg) && contrastRatio(accent, accentFg) >= 4.5) {
    root.style.setProperty('--airlock-accent', accent)
    root.style.setProperty('--airlock-accent-fg', accentFg)
  }
  const radius = /^(\d{1,2}(?:\.\d+)?)px$/.exec(params.get('radius') ?? '')
  if (radius && Number(radius[1]) <= 32) root.style.setProperty('--airlock-radius', `${radius[1]}px`)
}
