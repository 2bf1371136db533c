import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

/** The sign-in providers whose logo the API serves: the six social logins and Farcaster. */
export const socialIconNames = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const

/** A provider whose logo the API serves. */
export type SocialIconName = (typeof socialIconNames)[number]

/** Whether `id` names a provider whose logo the API serves. */
export const isSocialIconName = (id: string): id is SocialIconName => (socialIconNames as readonly string[]).includes(id)

const require = createRequire(import.meta.url)
let colours: Promise<Map<string, string>> | undefined
const cache = new Map<SocialIconName, Promise<string>>()

// Each brand's own colour, from the icon set's metadata, read once.
function brandColours(): Promise<Map<string, string>> {
  colours ??= readFile(require.resolve('simple-icons/icons.json'), 'utf8').then((text) => {
    const entries = JSON.parse(text) as { slug?: string; title: string; hex: string }[]
    return new Map(entries.filter((entry) => (socialIconNames as readonly string[]).includes(entry.slug ?? '')).map((entry) => [entry.slug!, entry.hex]))
  })
  return colours
}

/**
 * The logo of a sign-in provider as an SVG tile: the CC0 glyph of `simple-icons` in the
 * brand's colour, centred on a white square, so it reads on light and dark modals alike and
 * lines up with the wallets' logos. Built from the set's own files (the name is one of a
 * fixed list, never a path from a request), once per provider.
 */
export function loadSocialIcon(name: SocialIconName): Promise<string> {
  let svg = cache.get(name)
  if (!svg) {
    svg = Promise.all([readFile(require.resolve(`simple-icons/icons/${name}.svg`), 'utf8'), brandColours()]).then(([source, hex]) => {
      const path = /<path d="([^"]+)"/.exec(source)?.[1]
      if (!path) throw new Error(`No path in the ${name} icon`)
      return [
        '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
        '<rect width="96" height="96" fill="#fff"/>',
        `<svg x="24" y="24" width="48" height="48" viewBox="0 0 24 24"><path fill="#${hex.get(name) ?? '000000'}" d="${path}"/></svg>`,
        '</svg>',
      ].join('')
    })
    cache.set(name, svg)
  }
  return svg
}
