import { useId } from 'react'
import { CopyButton, FullAddress, QrCode, StyleSheet, useAirlockInstance, useMessages, useProxyState, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { receiveStyles } from '../receiveStyles.js'

/** The Receive view: the account's address as a QR code and as text to copy, and the networks it works on. */
export default function Receive() {
  const t = useMessages(catalogs)
  useViewTitle(t('receive.title'))
  const airlock = useAirlockInstance()
  const id = useId()
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[chain.activeNamespace]
  const address = account?.status === 'connected' ? account.address : undefined
  if (!address) return <p className="airlock-muted">{t('receive.noAccount')}</p>
  // An address belongs to its namespace: the same one receives on every network of it.
  const networks = chain.networks.filter((network) => network.chainNamespace === chain.activeNamespace)

  return (
    <div className="airlock-center">
      <StyleSheet id="airlock-receive" css={receiveStyles} />
      <div className="airlock-receive-qr">
        <QrCode value={address} label={t('receive.qr', { address })} size={200} />
      </div>
      <div className="airlock-row">
        <p className="airlock-receive-address">
          <FullAddress value={address} data-testid="receive-address" />
        </p>
        <CopyButton value={address} what={t('receive.copyWhat')} />
      </div>
      <p className="airlock-muted" id={id}>
        {t('receive.networks')}
      </p>
      <ul className="airlock-receive-networks" aria-labelledby={id}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>{network.name}</li>
        ))}
      </ul>
    </div>
  )
}
