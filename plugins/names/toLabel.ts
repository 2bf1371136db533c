/**
 * The label of what a person typed: trimmed, lower-cased, and without the suffix when they
 * typed the whole name (`Alice.airlock.id` gives `alice` for the suffix `.airlock.id`).
 */
export function toLabel(input: string, suffix: string): string {
  const lower = input.trim().toLowerCase()
  const zone = suffix.replace(/^\./, '').toLowerCase()
  return zone && lower.endsWith(`.${zone}`) ? lower.slice(0, -zone.length - 1) : lower
}
