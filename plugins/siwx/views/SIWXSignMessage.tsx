import { Spinner, useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { formatAddress, parseCaipAddress } from 'airlock/kit'
import catalogs from '../messages?catalogs'

// React hoists the sheet into the head once; a class rule, so a strict CSP needs no inline styles.
const styles = `.airlock-siwx-buttons{display:grid;grid-template-columns:1fr 2fr;gap:8px;width:100%}
.airlock-siwx-buttons [aria-disabled=true]{opacity:.6;cursor:default}
.airlock-siwx-buttons .airlock-secondary{height:48px;border-radius:var(--airlock-radius-item)}`

/** Asks the person to sign the sign-in message (SPEC §2 SIWXSignMessage); errors stay on the view. */
export default function SIWXSignMessage() {
  const t = useMessages(catalogs)
  useViewTitle(t('siwx.title'))
  const airlock = useAirlockInstance()
  const siwx = usePluginApi('siwx')
  const state = useProxyState(siwx.state)
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[chain.activeNamespace]
  const address = account?.caipAddress ? parseCaipAddress(account.caipAddress).address : undefined
  useAnnouncement(state.signing && t('siwx.signing'))
  return (
    <div className="airlock-stack airlock-center" aria-busy={state.signing}>
      <style href="airlock-siwx" precedence="default">
        {styles}
      </style>
      <p>{t('siwx.heading')}</p>
      {address && <p data-testid="siwx-address">{formatAddress(address)}</p>}
      <p className="airlock-muted">{t('siwx.body')}</p>
      {state.error && (
        <p role="alert" className="airlock-error-text" data-testid="siwx-error">
          {state.error}
        </p>
      )}
      {state.signing && (
        <p>
          <Spinner label={t('siwx.signing')} /> {t('siwx.signing')}
        </p>
      )}
      <div className="airlock-siwx-buttons">
        <button type="button" className="airlock-secondary" data-testid="siwx-cancel" disabled={state.signing} onClick={() => void siwx.cancel()}>
          {siwx.required ? t('siwx.disconnect') : t('siwx.cancel')}
        </button>
        <button type="button" className="airlock-primary" data-testid="siwx-sign" aria-disabled={state.signing} onClick={() => void siwx.signIn()}>
          {t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
