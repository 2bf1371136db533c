import { Icon, useMessages } from 'airlock/react/kit'
import { LABEL_MAX, LABEL_MIN, type LabelCheck, type LabelRule } from '../labelRules.js'
import catalogs from '../messages?catalogs'

// Each rule's sentence in the catalog.
const ruleIds: Record<LabelRule, string> = { length: 'names.rule.length', characters: 'names.rule.characters', hyphens: 'names.rule.hyphens' }

/** Props of `LabelRuleList`. */
export interface LabelRuleListProps {
  id: string
  checks: LabelCheck[]
  /** Whether anything is typed yet: before that, no rule is marked kept or broken. */
  judged: boolean
}

/** The label rules as a list, each marked kept or broken as the person types. */
export function LabelRuleList({ id, checks, judged }: LabelRuleListProps) {
  const t = useMessages(catalogs)
  return (
    <ul id={id} className="airlock-names-rules" aria-label={t('names.rulesHeading')}>
      {checks.map(({ rule, ok }) => (
        <li key={rule} data-rule={rule} data-ok={judged ? ok : undefined}>
          {judged && <Icon name={ok ? 'check' : 'alert'} size={14} />}
          {t(ruleIds[rule], { min: LABEL_MIN, max: LABEL_MAX })}
          {judged && <span className="airlock-visually-hidden">: {t(ok ? 'names.rule.kept' : 'names.rule.broken')}</span>}
        </li>
      ))}
    </ul>
  )
}
