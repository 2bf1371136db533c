/** The onramp provider names the modal knows (SPEC §4). */
export const knownProviderNames = ['sandbox', 'coinbase', 'meld'] as const

/**
 * SPEC §4: the provider list keeps only known names; anything that is not an array of
 * strings gives an empty list.
 */
export function keepKnownProviders(list: unknown): string[] {
  if (!Array.isArray(list) || !list.every((name) => typeof name === 'string')) return []
  return list.filter((name: string) => (knownProviderNames as readonly string[]).includes(name))
}
