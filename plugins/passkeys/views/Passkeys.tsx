import type { ConnectorRegistry } from 'airlock/kit'
import { ListButton, StyleSheet, Spinner, useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useCallback, useEffect, useId, useState } from 'react'
import { describePasskeyError } from '../describePasskeyError.js'
import catalogs from '../messages?catalogs'
import { passkeysStyles } from '../passkeysStyles.js'

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
  const [security, setSecurity] = useState<Security>()
  const [done, setDone] = useState<string>()
  useAnnouncement(done)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const id = useId()
  const date = new Intl.DateTimeFormat(airlock.i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })

  const load = useCallback(async () => setSecurity(await (await passkeys.embedded()).security()), [passkeys])
  useEffect(() => {
    let stop = () => {}
    load().catch((failure: unknown) => setError(describePasskeyError(failure, t)))
    void passkeys.embedded().then((embedded) => {
      stop = embedded.onSecurityUpdate((update) => update.kind === 'changed' && void load().catch(() => {}))
    })
    return () => stop()
  }, [load, passkeys, t])

  const run = async (work: (embedded: ConnectorRegistry['embedded']) => Promise<Security>, message: string) => {
    setBusy(true)
    setError(undefined)
    setDone(undefined)
    try {
      setSecurity(await work(await passkeys.embedded()))
      setDone(message)
    } catch (failure) {
      setError(describePasskeyError(failure, t))
    } finally {
      setBusy(false)
    }
  }

  if (!security) return error ? <p className="airlock-error-text" role="alert">{error}</p> : <Spinner label={t('passkeys.loading')} />
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
                <span className="airlock-muted">{passkey.lastUsedAt ? t('passkeys.lastUsed', { date: date.format(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}</span>
                <span className="airlock-muted">{passkey.prf ? t('passkeys.prf.yes') : t('passkeys.prf.no')}</span>
              </span>
              <button
                type="button"
                className="airlock-secondary"
                disabled={busy}
                aria-label={t('passkeys.remove.label', { name: passkey.name })}
                onClick={() => void run((embedded) => embedded.removePasskey(passkey.id), t('passkeys.removed', { name: passkey.name }))}
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
        onClick={() => void run((embedded) => embedded.setSecondFactor(!on), on ? t('passkeys.factor.turnedOff') : t('passkeys.factor.turnedOn'))}
      >
        {on ? t('passkeys.factor.turnOff') : t('passkeys.factor.turnOn')}
      </button>
      {!on && !security.passkeys.length && !totp && <p className="airlock-muted">{t('passkeys.factor.needsOne')}</p>}
      {error && (
        <p className="airlock-error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
