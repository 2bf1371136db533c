import type { ReactNode } from 'react'
import { Icon } from './Icon.js'

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** A built-in icon name. */
  icon: string
  /** The sentence: what is empty, and what to do about it when there is something to do. */
  children: ReactNode
  /** Under the sentence: the way on, where there is one (a button). */
  action?: ReactNode
}

/** What a list shows when it has nothing: an icon and a sentence, centred in the space the list would fill. */
export function EmptyState({ icon, children, action }: EmptyStateProps) {
  return (
    <div className="airlock-empty">
      <span className="airlock-empty-icon">
        <Icon name={icon} size={24} />
      </span>
      <p className="airlock-muted">{children}</p>
      {action}
    </div>
  )
}
