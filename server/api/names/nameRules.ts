import { ens_normalize } from '@adraffy/ens-normalize'
import { checkLabel, LABEL_MAX, LABEL_MIN, type LabelRule } from '../../../plugins/names/labelRules.js'

// The label rules are the modal's own, so a person is told before signing what the API would refuse.
const brokenLabelRule = (label: string) => checkLabel(label).find((check) => !check.ok)?.rule

/** What each label rule asks, as an answer names it. */
const ruleTexts: Record<LabelRule | 'normalization', string> = {
  length: `a label has ${LABEL_MIN} to ${LABEL_MAX} characters`,
  characters: 'a label has only the letters a-z, digits and hyphens',
  hyphens: 'a label neither starts nor ends with a hyphen, nor has two in a row',
  normalization: 'a label must be ENSIP-15 normalizable, in one script, with no look-alike characters',
}

/** A label checked against the rules: the normalized label, or the rule it broke and why. */
export type LabelResult = { label: string } | { rule: LabelRule | 'normalization'; reason: string }

/**
 * Checks the label of `input` in `zone` (`Alice` and `alice.airlock.id` are the same label):
 * anything beyond printable ASCII first goes through ENSIP-15 normalization (which refuses
 * mixed scripts, whole-script look-alikes and invisible characters, and folds case and
 * width), then every label meets the rules the modal shows.
 */
export function checkName(input: string, zone: string): LabelResult {
  const trimmed = input.trim()
  const suffix = `.${zone}`
  const raw = trimmed.toLowerCase().endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed
  // Printable ASCII is checked by the label rules alone (which name what is wrong with it);
  // anything else must normalize first, to a label the same rules then check.
  let label = raw.toLowerCase()
  if (!/^[\x20-\x7e]*$/.test(raw)) {
    try {
      label = ens_normalize(raw)
    } catch (error) {
      return { rule: 'normalization', reason: `${ruleTexts.normalization} (${(error as Error).message})` }
    }
  }
  const rule = brokenLabelRule(label)
  return rule ? { rule, reason: ruleTexts[rule] } : { label }
}

/**
 * Turns user input into a full name in `zone`: `Alice` and `alice.airlock.id` both give
 * `alice.airlock.id`. Returns undefined for anything that is not a valid label in that zone.
 */
export function toFullName(input: string, zone: string): string | undefined {
  const result = checkName(input, zone)
  return 'label' in result ? `${result.label}.${zone}` : undefined
}

/** Whether `label` is one a name may be registered under (for suggestions). */
export function isValidLabel(label: string): boolean {
  return brokenLabelRule(label) === undefined
}

/** ENSIP-11 coin types of an EVM address: 60 (Ethereum), or 0x80000000 | chainId for another EVM chain. */
export function isEvmCoinType(coinType: number): boolean {
  return coinType === 60 || (Number.isInteger(coinType) && coinType >= 0x80000000 && coinType <= 0xffffffff)
}
