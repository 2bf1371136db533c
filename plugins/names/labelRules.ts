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

/** Each label rule, checked against `label` (already lower-cased), in display order. */
export function checkLabel(label: string): LabelCheck[] {
  return (Object.keys(ruleTests) as LabelRule[]).map((rule) => ({ rule, ok: ruleTests[rule](label) }))
}

/** The first rule `label` breaks, or undefined when it keeps them all. */
export function brokenLabelRule(label: string): LabelRule | undefined {
  return checkLabel(label).find((check) => !check.ok)?.rule
}

/**
 * The label of what a person typed: trimmed, lower-cased, and without the suffix when they
 * typed the whole name (`Alice.airlock.id` gives `alice` for the suffix `airlock.id`).
 */
export function toLabel(input: string, suffix: string): string {
  const lower = input.trim().toLowerCase()
  const zone = suffix.replace(/^\./, '').toLowerCase()
  return zone && lower.endsWith(`.${zone}`) ? lower.slice(0, -zone.length - 1) : lower
}
