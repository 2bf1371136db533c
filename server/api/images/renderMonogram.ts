/**
 * Draws a square SVG badge with up to four letters on a colour derived from `seed`, so every
 * wallet and token the icon set lacks still has a stable, distinct image.
 */
export function renderMonogram(label: string, seed: string): string {
  const hue = hashString(seed) % 360
  const letters = initials(label)
  const size = letters.length > 3 ? 24 : letters.length > 2 ? 30 : letters.length === 2 ? 38 : 46
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"',
    ` aria-label="${escapeXml(label)}">`,
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 44%)"/>`,
    `<rect x="4" y="4" width="88" height="88" rx="20" fill="none" stroke="hsl(${hue} 70% 62%)" stroke-width="2"/>`,
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="central" fill="#fff"`,
    ` font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-weight="700" font-size="${size}">`,
    `${escapeXml(letters)}</text></svg>`,
  ].join('')
}

// Tickers stay whole up to four letters (ETH, DUSD); a name loses the word "Wallet" and gives
// the first letters of its first two words (Trust Wallet → Tr, Coin Base → CB), so two
// "… Wallet" names do not both read the same.
function initials(label: string): string {
  const words = label.replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  if (words.length === 1 && words[0] === words[0]!.toUpperCase()) return words[0]!.slice(0, 4)
  const named = words.length > 1 ? words.filter((w) => w.toLowerCase() !== 'wallet') : words
  if (named.length === 1) return named[0]!.slice(0, 1).toUpperCase() + named[0]!.slice(1, 2).toLowerCase()
  return (named[0]!.slice(0, 1) + named[1]!.slice(0, 1)).toUpperCase()
}

function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193) >>> 0
  return h
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
