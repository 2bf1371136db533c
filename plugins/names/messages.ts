// Every text the names feature shows, in one place for the message catalogs to take over.
import { LABEL_MAX, LABEL_MIN, type LabelRule } from './labelRules.js'

/** The names feature's texts. */
export const messages = {
  title: 'Choose a name',
  action: 'Choose a name',
  field: 'Name',
  placeholder: 'alice',
  rulesHeading: 'A name',
  rules: {
    length: `has ${LABEL_MIN} to ${LABEL_MAX} characters`,
    characters: 'uses only a–z, 0–9 and hyphens',
    hyphens: 'does not start or end with a hyphen, nor have two in a row',
  } satisfies Record<LabelRule, string>,
  ruleKept: 'kept',
  ruleBroken: 'not kept',
  checking: 'Checking…',
  available: (name: string) => `${name} is available`,
  taken: (name: string) => `${name} is taken`,
  checkFailed: 'Could not check this name. Try again.',
  suggestionsHeading: 'Suggestions',
  register: 'Register',
  signing: 'Sign the message in your wallet…',
  declined: 'Signature declined. Your name is still here: register again when ready.',
  failed: 'The name could not be registered. Try again.',
  noAccount: 'Connect an EVM account to choose a name.',
  registered: (name: string) => `Registered ${name}`,
}
