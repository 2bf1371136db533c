import { EmptyState, PermissionDetails, Spinner, StyleSheet, useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { PermissionError, type PermissionGrant } from 'airlock'
import { useEffect, useId, useState } from 'react'
import catalogs from '../messages?catalogs'
import { permissionsStyles } from '../permissionsStyles.js'

/**
 * The permissions the person granted to apps, each live one with what it lets the app do,
 * what is used and left this period (read from the chain), until when, and Revoke, which
 * ends it on chain after the wallet's own approval.
 */
export default function Permissions() {
  const t = useMessages(catalogs)
  useViewTitle(t('permissions.title'))
  const airlock = useAirlockInstance()
  const permissions = usePluginApi('permissions')
  const { grants, status } = useProxyState(permissions.state)
  const [busy, setBusy] = useState<string>()
  const [done, setDone] = useState<string>()
  const [error, setError] = useState<string>()
  useAnnouncement(done)
  const id = useId()

  useEffect(() => {
    permissions.refresh().catch(() => setError(t('permissions.loadFailed')))
  }, [permissions, t])

  const revoke = async (grant: PermissionGrant) => {
    setBusy(grant.delegationHash)
    setError(undefined)
    setDone(undefined)
    try {
      await permissions.revoke(grant.context as `0x${string}`)
      setDone(t('permissions.revoked', { app: grant.app }))
    } catch (failure) {
      setError(failure instanceof PermissionError && failure.code === 'PERMISSION_DECLINED' ? t('permissions.revokeDeclined') : t('permissions.revokeFailed'))
    } finally {
      setBusy(undefined)
    }
  }

  if (status !== 'ready' && !grants.length) {
    return error ? <p className="airlock-error-text" role="alert">{error}</p> : <Spinner label={t('permissions.loading')} />
  }
  return (
    <div className="airlock-stack">
      <StyleSheet id="airlock-permissions" css={permissionsStyles} />
      {grants.length === 0 ? (
        <EmptyState icon="check">{t('permissions.none')}</EmptyState>
      ) : (
        <>
          <h3 id={`${id}-list`} className="airlock-section-label">{t('permissions.list.label')}</h3>
          <ul className="airlock-grants" aria-labelledby={`${id}-list`}>
            {grants.map((grant) => (
              <li key={`${grant.chainId}:${grant.delegationHash}`} data-testid="permission-grant">
                <span className="airlock-grant-head">
                  <strong>{grant.app}</strong>
                  <span className="airlock-muted">{t('permissions.on', { network: airlock.chain.networkById(grant.chainId as never)?.name ?? grant.chainId })}</span>
                </span>
                <PermissionDetails request={grant.request} token={grant.token} use={grant} />
                <button
                  type="button"
                  className="airlock-secondary"
                  disabled={busy !== undefined}
                  aria-label={t('permissions.revoke.label', { app: grant.app })}
                  onClick={() => void revoke(grant)}
                >
                  {busy === grant.delegationHash ? t('permissions.revoking') : t('permissions.revoke')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {done && <p className="airlock-muted" role="status">{done}</p>}
      {error && <p className="airlock-error-text" role="alert">{error}</p>}
    </div>
  )
}
