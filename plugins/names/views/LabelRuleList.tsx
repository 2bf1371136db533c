import { Icon } from 'airlock/react/kit'
import type { LabelCheck } from '../labelRules.js'
import { messages } from '../messages.js'

/** Props of `LabelRuleList`. */
export interface LabelRuleListProps {
  id: string
  checks: LabelCheck[]
  /** Whether anything is typed yet: before that, no rule is marked kept or broken. */
  judged: boolean
}

/** The label rules as a list, each marked kept or broken as the person types. */
export function LabelRuleList({ id, checks, judged }: LabelRuleListProps) {
  return (
    <ul id={id} className="airlock-names-rules" aria-label={messages.rulesHeading}>
      {checks.map(({ rule, ok }) => (
        <li key={rule} data-rule={rule} data-ok={judged ? ok : undefined}>
          {judged && <Icon name={ok ? 'check' : 'alert'} size={14} />}
          {messages.rulesHeading} {messages.rules[rule]}
          {judged && <span className="airlock-visually-hidden">: {ok ? messages.ruleKept : messages.ruleBroken}</span>}
        </li>
      ))}
    </ul>
  )
}
