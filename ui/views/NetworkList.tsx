import { useId, useState } from 'react'
import { type Network, WalletError } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { ListButton } from '../kit/ListButton.js'
import { useNetworkImage } from '../kit/useNetworkImage.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useWalletErrorMessage } from '../kit/useWalletErrorMessage.js'
import { WalletImage } from '../kit/WalletImage.js'
import catalogs from '../messages?catalogs'
import { NamespaceSwitchNotice } from './NamespaceSwitchNotice.js'

/** Props of `NetworkList`. */
export interface NetworkListProps {
  /** Called once the switch succeeded. */
  onSwitched(network: Network): void
}

/**
 * The configured networks; choosing one switches the app, and the wallet when connected. A
 * network of another namespace than the connected wallet's is not switched to at once: the
 * person is told the wallet does not serve it first, and the wallet stays connected. Networks
 * a connection cannot reach (an embedded wallet's or a WalletConnect session's are bound to a
 * list) are set apart, not offered, under a line saying so.
 */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const airlock = useAirlockInstance()
  const t = useTextMessages(catalogs)
  const walletErrorMessage = useWalletErrorMessage()
  const chain = useProxyState(airlock.chain.state)
  const image = useNetworkImage()
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<string>()
  const [unserved, setUnserved] = useState<Network>()
  const connected = chain.accounts[chain.activeNamespace]
  const walletName = connected?.connectedWalletInfo?.name ?? t('networks.thisWallet')
  const unavailableId = useId()
  // The connected account of a network's namespace, when it cannot reach that network.
  const boundAway = (network: Network) => {
    const account = chain.accounts[network.chainNamespace]
    return account?.status === 'connected' && account.caipNetworkIds && !account.caipNetworkIds.includes(network.caipNetworkId) ? account : undefined
  }
  const unreachable = chain.networks.filter((network) => boundAway(network))
  const unreachableWallet = unreachable[0] && (boundAway(unreachable[0])?.connectedWalletInfo?.name ?? t('networks.thisWallet'))

  async function choose(network: Network, confirmed = false) {
    const servedElsewhere = network.chainNamespace !== chain.activeNamespace && connected?.status === 'connected'
    if (!confirmed && servedElsewhere && chain.accounts[network.chainNamespace]?.status !== 'connected') {
      setUnserved(network)
      return
    }
    setUnserved(undefined)
    setPending(network.caipNetworkId)
    setError(undefined)
    try {
      await airlock.switchNetwork(network)
      onSwitched(network)
    } catch (cause) {
      setError(cause instanceof WalletError ? walletErrorMessage(cause) : t('networks.switchFailed'))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="airlock-stack">
      {error && (
        <p className="airlock-error-text" role="alert">
          {error}
        </p>
      )}
      {unserved && (
        <NamespaceSwitchNotice
          walletName={walletName}
          network={unserved}
          onConnect={async () => {
            await airlock.switchNetwork(unserved)
            airlock.router.reset('Connect')
          }}
          onStay={() => setUnserved(undefined)}
        />
      )}
      <div className="airlock-stack" role="group" aria-label={t('networks.list')}>
        {chain.networks.filter((network) => !boundAway(network)).map((network) => {
          const active = !chain.unsupportedCaipNetworkId && network.caipNetworkId === chain.activeCaipNetworkId
          return (
            <ListButton
              key={network.caipNetworkId}
              media={<WalletImage name={network.name} src={image(network)} size={40} />}
              label={network.name}
              tag={pending === network.caipNetworkId ? t('networks.switching') : active ? t('networks.active') : network.testnet ? t('networks.testnet') : undefined}
              aria-current={active ? 'true' : undefined}
              disabled={pending !== undefined}
              onClick={() => void choose(network)}
            />
          )
        })}
      </div>
      {unreachable.length > 0 && (
        <div className="airlock-stack" role="group" aria-labelledby={`${unavailableId}-title`} aria-describedby={unavailableId} data-testid="networks-unavailable">
          <p id={`${unavailableId}-title`} className="airlock-section-label">
            {t('networks.unavailable', { wallet: unreachableWallet })}
          </p>
          <p id={unavailableId} className="airlock-muted" style={{ margin: '0 4px' }}>
            {t('networks.unavailableDetail')}
          </p>
          {unreachable.map((network) => (
            <ListButton key={network.caipNetworkId} media={<WalletImage name={network.name} src={image(network)} size={40} />} label={network.name} disabled aria-describedby={unavailableId} />
          ))}
        </div>
      )}
    </div>
  )
}
