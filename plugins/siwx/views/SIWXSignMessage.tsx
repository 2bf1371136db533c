import { Spinner, useAirlockInstance, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { formatAddress, parseCaipAddress } from 'airlock'
import { siwxTexts } from '../siwxTexts.js'

/** Asks the person to sign the sign-in message (SPEC §2 SIWXSignMessage); errors stay on the view. */
export default function SIWXSignMessage() {
  useViewTitle(siwxTexts.title)
  const airlock = useAirlockInstance()
  const siwx = usePluginApi('siwx')
  const state = useProxyState(siwx.state)
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[chain.activeNamespace]
  const address = account?.caipAddress ? parseCaipAddress(account.caipAddress).address : undefined
  return (
    <div className="airlock-stack airlock-center" aria-busy={state.signing}>
      <h2>{siwxTexts.heading}</h2>
      {address && <p data-testid="siwx-address">{formatAddress(address)}</p>}
      <p className="airlock-muted">{siwxTexts.body}</p>
      {state.error && (
        <p role="alert" className="airlock-error-text" data-testid="siwx-error">
          {state.error}
        </p>
      )}
      {state.signing && (
        <p role="status">
          <Spinner label={siwxTexts.signing} /> {siwxTexts.signing}
        </p>
      )}
      <div className="airlock-send-buttons">
        <button type="button" className="airlock-secondary" data-testid="siwx-cancel" disabled={state.signing} onClick={() => void siwx.cancel()}>
          {siwx.required ? siwxTexts.disconnect : siwxTexts.cancel}
        </button>
        <button type="button" className="airlock-primary" data-testid="siwx-sign" aria-disabled={state.signing} onClick={() => void siwx.signIn()}>
          {siwxTexts.sign}
        </button>
      </div>
    </div>
  )
}
