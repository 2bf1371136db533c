import { StyleSheet, useAirlockInstance, useMessages, usePluginApi, useViewTitle, WithEmail, type Translate } from 'airlock/react/kit'
import { useId } from 'react'
import type { SignedInDevices } from '../createPasskeysController.js'
import catalogs from '../messages?catalogs'
import { passkeysStyles } from '../passkeysStyles.js'
import { formatDateTime } from './formatDateTime.js'
import { SecurityListStatus } from './SecurityListStatus.js'
import { useSecurityList } from './useSecurityList.js'

type Device = SignedInDevices['sessions'][number]

/** What the list says of a failure, by its code (never its message), with what to do next. */
function describeDevicesError(error: unknown, t: Translate): string {
  switch ((error as { code?: unknown } | undefined)?.code) {
    case 'aborted':
      return t('passkeys.devices.error.cancelled')
    case 'invalid_input':
      return t('passkeys.devices.error.gone')
    default:
      return t('passkeys.devices.error.failed')
  }
}

/**
 * How a device signed in: the way in, in the person's language, and which one (an email kept
 * whole on its line and read left to right in any sentence, never broken at a dot or a hyphen).
 */
function SignedInWith({ device, t }: { device: Device; t: Translate }) {
  const how = t('passkeys.devices.method', { method: device.method ?? 'other' })
  if (!device.detail) return t('passkeys.devices.via', { how })
  return <WithEmail email={device.detail} text={(detail) => t('passkeys.devices.viaDetail', { how, detail })} />
}

/**
 * The devices signed in to the embedded wallet: each one's browser and system, how it signed
 * in, when it was last used, this one marked. "Sign out" ends another device's session (it must
 * sign in again to use the wallet) and "Sign out all other devices" every other; with the second
 * factor on, the wallet asks for it first.
 */
export default function Devices() {
  const t = useMessages(catalogs)
  useViewTitle(t('passkeys.devices.title'))
  const airlock = useAirlockInstance()
  const passkeys = usePluginApi('passkeys')
  // A failed Sign out reads the list again: a device signed out meanwhile (elsewhere) leaves it.
  const { value: devices, error, done, busy, retry, run } = useSecurityList(passkeys.devices, describeDevicesError, t, true)
  const id = useId()

  if (!devices) return <SecurityListStatus error={error} loading={t('passkeys.devices.loading')} onRetry={retry} />
  const others = devices.sessions.filter((device) => !device.current)
  return (
    <div className="airlock-stack">
      <StyleSheet id="airlock-passkeys" css={passkeysStyles} />
      <h3 id={`${id}-list`} className="airlock-section-label">
        {t('passkeys.devices.list.label')}
      </h3>
      <ul className="airlock-passkeys airlock-devices" aria-labelledby={`${id}-list`}>
        {devices.sessions.map((device) => {
          const name = device.device ?? t('passkeys.devices.unknownDevice')
          return (
            <li key={device.id} data-current={device.current || undefined}>
              <span className="airlock-passkey-text">
                <strong>{name}</strong>
                <span className="airlock-muted">
                  <SignedInWith device={device} t={t} />
                </span>
                <span className="airlock-muted">{device.current ? t('passkeys.devices.activeNow') : t('passkeys.devices.lastUsed', { date: formatDateTime(device.lastUsedAt, airlock.i18n.locale) })}</span>
              </span>
              {device.current ? (
                <span className="airlock-tag">{t('passkeys.devices.current')}</span>
              ) : (
                <button
                  type="button"
                  className="airlock-secondary"
                  disabled={busy}
                  aria-label={t('passkeys.devices.signOut.label', { device: name })}
                  onClick={() => void run(() => passkeys.signOutDevice(device.id), t('passkeys.devices.signedOut', { device: name }))}
                >
                  {t('passkeys.devices.signOut')}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {others.length > 0 ? (
        <button type="button" className="airlock-secondary" disabled={busy} onClick={() => void run(() => passkeys.signOutOtherDevices(), t('passkeys.devices.signedOutOthers'))}>
          {t('passkeys.devices.signOutOthers')}
        </button>
      ) : (
        <p className="airlock-muted">{t('passkeys.devices.onlyThis')}</p>
      )}
      {/* Said once through the live region (useAnnouncement); shown here too. */}
      {done && !error && <p className="airlock-muted">{done}</p>}
      <SecurityListStatus error={error} />
      <p className="airlock-muted">{t('passkeys.devices.note')}</p>
    </div>
  )
}
