import type { ConnectorRegistry } from 'airlock/kit'
import { ListButton, StyleSheet, useAirlockInstance, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useCallback, useEffect, useId } from 'react'
import { describePasskeyError } from '../describePasskeyError.js'
import catalogs from '../messages?catalogs'
import { passkeysStyles } from '../passkeysStyles.js'
import { formatDateTime } from './formatDateTime.js'
import { SecurityListStatus } from './SecurityListStatus.js'
import { useSecurityList } from './useSecurityList.js'

type Security = Awaited<ReturnType<ConnectorRegistry['embedded']['security']>>

/**
 * The embedded wallet's passkeys (name, device, last use; Remove, never the last way in), Add
 * a passkey, and the second factor: on or off, and an authenticator app as its fallback.
 * Removing a passkey and turning the factor off ask for a step-up first when it is on.
 */
export default function Passkeys() {
  const t = useMessages(catalogs)
  useViewTitle(t('passkeys.title'))
  const airlock = useAirlockInstance()
  const passkeys = usePluginApi('passkeys')
  const read = useCallback(async () => (await passkeys.embedded()).security(), [passkeys])
  const { value: security, error, done, busy, reload, retry, run } = useSecurityList(read, describePasskeyError, t)
  const id = useId()

  // A change made elsewhere (a passkey added on the frame's page, a factor confirmed) reads the list again.
  useEffect(() => {
    let stop = () => {}
    let live = true
    void passkeys.embedded().then((embedded) => {
      if (live) stop = embedded.onSecurityUpdate((update) => update.kind === 'changed' && void reload().catch(() => {}))
    })
    return () => {
      live = false
      stop()
    }
  }, [passkeys, reload])
  const act = (work: (embedded: ConnectorRegistry['embedded']) => Promise<Security>, message: string) => run(async () => work(await passkeys.embedded()), message)

  if (!security) return <SecurityListStatus error={error} loading={t('passkeys.loading')} onRetry={retry} />
  const { on, totp } = security.secondFactor
  return (
    <div className="airlock-stack">
      <StyleSheet id="airlock-passkeys" css={passkeysStyles} />
      <h3 id={`${id}-list`} className="airlock-section-label">{t('passkeys.list.label')}</h3>
      {security.passkeys.length ? (
        <ul className="airlock-passkeys" aria-labelledby={`${id}-list`}>
          {security.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span className="airlock-passkey-text">
                <strong>{passkey.name}</strong>
                <span className="airlock-muted">{passkey.device}</span>
                <span className="airlock-muted">{passkey.lastUsedAt ? t('passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt, airlock.i18n.locale) }) : t('passkeys.neverUsed')}</span>
                <span className="airlock-muted">{passkey.prf ? t('passkeys.prf.yes') : t('passkeys.prf.no')}</span>
              </span>
              <button
                type="button"
                className="airlock-secondary"
                disabled={busy}
                aria-label={t('passkeys.remove.label', { name: passkey.name })}
                onClick={() => void act((embedded) => embedded.removePasskey(passkey.id), t('passkeys.removed', { name: passkey.name }))}
              >
                {t('passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="airlock-muted">{t('passkeys.none')}</p>
      )}
      <ListButton icon="key" label={t('passkeys.add')} onClick={() => airlock.router.push('PasskeyPage', { mode: 'add' })} />
      <h3 className="airlock-section-label">{t('passkeys.factor.label')}</h3>
      <p className="airlock-muted" data-testid="second-factor-state">{on ? t('passkeys.factor.on') : t('passkeys.factor.off')}</p>
      <ListButton icon="qr" label={totp ? t('passkeys.totp.replace') : t('passkeys.totp.setup')} onClick={() => airlock.router.push('PasskeyPage', { mode: 'totp' })} />
      <button
        type="button"
        className={on ? 'airlock-secondary' : 'airlock-primary'}
        disabled={busy || (!on && !security.passkeys.length && !totp)}
        onClick={() => void act((embedded) => embedded.setSecondFactor(!on), on ? t('passkeys.factor.turnedOff') : t('passkeys.factor.turnedOn'))}
      >
        {on ? t('passkeys.factor.turnOff') : t('passkeys.factor.turnOn')}
      </button>
      {!on && !security.passkeys.length && !totp && <p className="airlock-muted">{t('passkeys.factor.needsOne')}</p>}
      {/* Said once through the live region (useAnnouncement); shown here too. */}
      {done && !error && <p className="airlock-muted">{done}</p>}
      <SecurityListStatus error={error} />
    </div>
  )
}
