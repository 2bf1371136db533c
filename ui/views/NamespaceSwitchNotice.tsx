import { useEffect, useRef } from 'react'
import type { Network } from '../../kit/index.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import catalogs from '../messages?catalogs'

/** Props of `NamespaceSwitchNotice`. */
export interface NamespaceSwitchNoticeProps {
  walletName: string
  network: Network
  /** Switches to the network and goes on to connect a wallet for it. */
  onConnect(): void
  /** Keeps the network and the wallet as they are. */
  onStay(): void
}

/**
 * Said before a switch the connected wallet cannot follow (an EVM wallet and a Solana
 * network): what will happen, and the two choices. Takes focus, so a keyboard or screen
 * reader user hears it at once.
 */
export function NamespaceSwitchNotice({ walletName, network, onConnect, onStay }: NamespaceSwitchNoticeProps) {
  const t = useTextMessages(catalogs)
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [network.caipNetworkId])
  return (
    <div className="airlock-notice" role="alertdialog" aria-labelledby="airlock-switch-notice" aria-describedby="airlock-switch-detail">
      <p id="airlock-switch-notice" className="airlock-notice-title" tabIndex={-1} ref={heading}>
        {t('switchNotice.title', { wallet: walletName, network: network.name })}
      </p>
      <p id="airlock-switch-detail" className="airlock-notice-text">
        {t('switchNotice.detail', { wallet: walletName, network: network.name })}
      </p>
      <div className="airlock-notice-actions">
        <button type="button" className="airlock-primary" onClick={onConnect}>
          {t('switchNotice.connect', { network: network.name })}
        </button>
        <button type="button" className="airlock-secondary" onClick={onStay}>
          {t('switchNotice.stay')}
        </button>
      </div>
    </div>
  )
}
