import { EmptyState, PermissionDetails, Spinner, StyleSheet, useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import type { PermissionGrant } from 'airlock/kit'
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
  // What a revocation is doing lives in the feature's state: its approval replaces this view meanwhile.
  const { grants, status, revoking, lastRevoke } = useProxyState(permissions.state)
  const [error, setError] = useState<string>()
  const done = lastRevoke?.outcome === 'revoked' ? t('permissions.revoked', { app: lastRevoke.app }) : undefined
  const failed = lastRevoke?.outcome === 'declined' ? t('permissions.revokeDeclined') : lastRevoke?.outcome === 'failed' ? t('permissions.revokeFailed') : undefined
  // What an earlier read left in the state may be stale (spent since): the list shows once read again.
  const [fresh, setFresh] = useState(false)
  useAnnouncement(done)
  const id = useId()

  useEffect(() => {
    permissions.refresh().then(() => setFresh(true), () => setError(t('permissions.loadFailed')))
    // Leaving the list forgets how the last revocation ended, unless its approval is what replaced the list.
    return () => {
      if (!permissions.state.revoking) permissions.state.lastRevoke = undefined
    }
  }, [permissions, t])

  // The outcome shows from the feature's state; the error itself needs no handling here.
  const revoke = (grant: PermissionGrant) => void permissions.revoke(grant.context as `0x${string}`).catch(() => {})

  if (!fresh || (status !== 'ready' && !grants.length)) {
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
                  disabled={revoking !== undefined}
                  aria-label={t('permissions.revoke.label', { app: grant.app })}
                  onClick={() => revoke(grant)}
                >
                  {revoking === grant.context ? t('permissions.revoking') : t('permissions.revoke')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {done && <p className="airlock-muted" role="status">{done}</p>}
      {(error ?? failed) && <p className="airlock-error-text" role="alert">{error ?? failed}</p>}
    </div>
  )
}
