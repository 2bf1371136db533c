import { Avatar, Figure, Spinner, useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { formatAddress, parseCaipAddress } from 'airlock/kit'
import catalogs from '../messages?catalogs'

// React hoists the sheet into the head once; a class rule, so a strict CSP needs no inline styles.
// Sign in comes first, in the page's order as on screen: it is what focus lands on and what
// Enter does; Disconnect (or Cancel) sits below it.
const styles = `.airlock-siwx-buttons{display:flex;flex-direction:column;gap:8px;width:100%}
.airlock-siwx-buttons [aria-disabled=true]{opacity:.6;cursor:default}
.airlock-siwx-buttons .airlock-secondary{height:48px;border-radius:var(--airlock-radius-item)}
.airlock-siwx-who{display:flex;flex-direction:column;align-items:center;gap:4px;max-width:100%}
.airlock-siwx-who strong{overflow-wrap:anywhere}`

/**
 * Asks the person to sign the sign-in message (SPEC §2 SIWXSignMessage), naming the account
 * as the account button does (its name, else its address); errors stay on the view. With
 * sign-in required the modal offers no Close: the person signs in, or disconnects.
 */
export default function SIWXSignMessage() {
  const t = useMessages(catalogs)
  useViewTitle(t('siwx.title'))
  const airlock = useAirlockInstance()
  const siwx = usePluginApi('siwx')
  const state = useProxyState(siwx.state)
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[chain.activeNamespace]
  const address = account?.caipAddress ? parseCaipAddress(account.caipAddress).address : undefined
  const name = typeof account?.profileName === 'string' ? account.profileName : undefined
  useAnnouncement(state.signing && t('siwx.signing'))
  return (
    <div className="airlock-stack airlock-center" aria-busy={state.signing}>
      <style href="airlock-siwx" precedence="default">
        {styles}
      </style>
      {address && (
        <div className="airlock-siwx-who" data-testid="siwx-account">
          <Avatar address={address} image={account?.profileImage} size={48} />
          <strong title={address}>{name ?? <Figure>{formatAddress(address)}</Figure>}</strong>
          {name && (
            <span className="airlock-muted" data-testid="siwx-address">
              <Figure>{formatAddress(address)}</Figure>
            </span>
          )}
        </div>
      )}
      <p>{t('siwx.heading')}</p>
      <p className="airlock-muted">{t(siwx.required ? 'siwx.body.required' : 'siwx.body')}</p>
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
        <button type="button" className="airlock-primary" data-testid="siwx-sign" aria-disabled={state.signing} onClick={() => void siwx.signIn()}>
          {t('siwx.sign')}
        </button>
        <button type="button" className="airlock-secondary" data-testid="siwx-cancel" disabled={state.signing} onClick={() => void siwx.cancel()}>
          {siwx.required ? t('siwx.disconnect') : t('siwx.cancel')}
        </button>
      </div>
    </div>
  )
}
