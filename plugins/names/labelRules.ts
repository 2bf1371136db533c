/** The rules a name's label (the part before the suffix) must keep, in the order they are shown. */
export type LabelRule = 'length' | 'characters' | 'hyphens'

/** One rule checked against a label: whether it holds. */
export interface LabelCheck {
  rule: LabelRule
  ok: boolean
}

/** Fewest and most characters of a label. */
export const LABEL_MIN = 3
export const LABEL_MAX = 32

const ruleTests: Record<LabelRule, (label: string) => boolean> = {
  length: (label) => label.length >= LABEL_MIN && label.length <= LABEL_MAX,
  // a-z only: a label of one script can hold no look-alike letters (homoglyphs) of another.
  characters: (label) => /^[a-z0-9-]*$/.test(label),
  // No hyphen at either end, nor two in a row (`xn--` is how punycode labels begin).
  hyphens: (label) => !label.startsWith('-') && !label.endsWith('-') && !label.includes('--'),
}

/**
 * Each label rule, checked against `label` (already lower-cased), in display order. The API
 * checks registrations with the same rules (server/api/names/nameRules.ts).
 */
export function checkLabel(label: string): LabelCheck[] {
  return (Object.keys(ruleTests) as LabelRule[]).map((rule) => ({ rule, ok: ruleTests[rule](label) }))
}
