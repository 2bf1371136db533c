import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Icon } from '../kit/Icon.js'
import { useMessages } from '../kit/useMessages.js'
import { useProxyState } from '../kit/useProxyState.js'
import catalogs from '../messages?catalogs'
import { alertTexts } from './alertTexts.js'

/** The modal's alerts (SPEC §8), announced to assistive technology as they appear. */
export function AlertArea() {
  const airlock = useAirlockInstance()
  const { alerts } = useProxyState(airlock.alerts.state)
  const t = useMessages(catalogs)
  return (
    <div className="airlock-alerts">
      {alerts.map((alert) => {
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
