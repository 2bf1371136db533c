import { useEffect, useState } from 'react'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Icon } from '../kit/Icon.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useProxyState } from '../kit/useProxyState.js'
import catalogs from '../messages?catalogs'
import { alertTexts } from './alertTexts.js'

/**
 * The modal's alerts (SPEC §8), announced to assistive technology as they appear. An alert
 * belongs to the view it first shows on (`viewKey`, which changes with every navigation):
 * once the person moves on, it is dismissed, so a failure of one step never speaks over the
 * next view. Closing the modal ends the visit: what it showed is dismissed with it.
 */
export function AlertArea({ viewKey }: { viewKey: string }) {
  const airlock = useAirlockInstance()
  const { alerts } = useProxyState(airlock.alerts.state)
  const t = useTextMessages(catalogs)
  // The view each alert showed on first, by its id.
  const [owners] = useState(() => new Map<number, string>())
  useEffect(() => {
    for (const alert of alerts) {
      if (!owners.has(alert.id)) owners.set(alert.id, viewKey)
      else if (owners.get(alert.id) !== viewKey) airlock.alerts.dismiss(alert.id)
    }
  }, [airlock, alerts, owners, viewKey])
  useEffect(
    () => () => {
      for (const id of owners.keys()) airlock.alerts.dismiss(id)
    },
    [airlock, owners],
  )
  return (
    <div className="airlock-alerts">
      {alerts.map((alert) => {
        // An alert of the view left behind is gone as the next view paints, before its dismissal lands.
        if (owners.has(alert.id) && owners.get(alert.id) !== viewKey) return null
        const texts = alert.code ? (airlock.alerts.texts[alert.code] ?? alertTexts(alert.code, airlock.i18n)) : undefined
        const message = texts?.short ?? alert.message ?? ''
        const description = texts?.long ?? alert.description
        return (
        <div
          key={alert.id}
          className="airlock-alert"
          data-variant={alert.variant}
          role={alert.variant === 'error' ? 'alert' : 'status'}
        >
          <Icon name={alert.variant === 'error' ? 'alert' : 'info'} />
          <div>
            <strong>{message}</strong>
            {description && <p>{description}</p>}
          </div>
          <button
            type="button"
            className="airlock-icon-button"
            aria-label={t('alert.dismiss', { message })}
            onClick={() => airlock.alerts.dismiss(alert.id)}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
        )
      })}
    </div>
  )
}
