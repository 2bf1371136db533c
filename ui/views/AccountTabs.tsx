import { useId } from 'react'
import type { Contribution } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { ContributionLabel } from '../kit/useContributionText.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import catalogs from '../messages?catalogs'
import { ViewOutlet } from '../modal/ViewOutlet.js'

type Tab = Extract<Contribution, { kind: 'accountTab' }>

/** Props of `AccountTabs`. */
export interface AccountTabsProps {
  tabs: Tab[]
  current: number
  onSelect(index: number): void
}

/** The Account view's tabs (Tokens, NFTs, Activity …), each panel a view loaded on selection. */
export function AccountTabs({ tabs, current, onSelect }: AccountTabsProps) {
  const airlock = useAirlockInstance()
  const t = useTextMessages(catalogs)
  const id = useId()
  const index = Math.min(current, tabs.length - 1)
  const selected = tabs[index]
  if (!selected) return null

  // The tab pattern's keys: arrows move round the tabs, Home and End go to the first and last.
  function onKeyDown(event: React.KeyboardEvent) {
    const last = tabs.length - 1
    const keys: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }
    const next = keys[event.key]
    if (next === undefined) return
    event.preventDefault()
    onSelect(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }

  return (
    <div className="airlock-stack">
      <div className="airlock-tabs" role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((tab, position) => (
          <button
            key={tab.id}
            id={`${id}-tab-${position}`}
            type="button"
            role="tab"
            className="airlock-tab"
            aria-selected={position === index}
            aria-controls={`${id}-panel`}
            tabIndex={position === index ? 0 : -1}
            onPointerEnter={() => {
              airlock.plugins.prefetchView(tab.view)
              tab.prefetch?.(airlock)
            }}
            onClick={() => onSelect(position)}
          >
            <ContributionLabel contribution={tab} />
          </button>
        ))}
      </div>
      {/* A fixed height: the modal keeps its size from tab to tab; long lists scroll inside. */}
      <div id={`${id}-panel`} role="tabpanel" className="airlock-tabpanel" aria-labelledby={`${id}-tab-${index}`} tabIndex={0}>
        <ViewOutlet key={selected.view} view={selected.view} data={selected.data} main={false} />
      </div>
    </div>
  )
}
