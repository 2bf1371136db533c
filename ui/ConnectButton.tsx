import type { ChainNamespace } from '../kit/index.js'
import { lazy, Suspense } from 'react'
import { useAirlockInstance } from './kit/AirlockReactContext.js'
import { useProxyState } from './kit/useProxyState.js'
import connectButtonMessages from './connectButtonMessages?all-catalogs'
import { useIsClient } from './hooks/useIsClient.js'
import { prefetchModal } from './modal/loadModal.js'
import { ButtonStyles } from './theme/ButtonStyles.js'

// The account's button loads once an account is there or on its way (a session being
// restored shows as connecting from the first render), so a host's start-up carries only the
// Connect button.
const AccountButton = lazy(() => import('./uiDoors.js').then((doors) => doors.uiDoors.accountButton()).then((module) => ({ default: module.AccountButton })))

/** Props of `ConnectButton`. */
export interface ConnectButtonProps {
  /** Default: 'Connect Wallet', in the modal's language. */
  label?: string
  /** Open the modal for one namespace. Default: the active one. */
  namespace?: ChainNamespace
}

/**
 * Opens the modal to connect; once connected, or while an account connects (a session
 * restored after a reload), shows the account button instead. Renders the same markup on the
 * server as in the client's first render.
 */
export function ConnectButton({ label, namespace }: ConnectButtonProps) {
  const airlock = useAirlockInstance()
  const isClient = useIsClient()
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[namespace ?? chain.activeNamespace]
  if (isClient && account && account.status !== 'disconnected') {
    return (
      <Suspense fallback={null}>
        <AccountButton />
      </Suspense>
    )
  }
  const prefetch = () => void prefetchModal(airlock, 'Connect')
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className="airlock-button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => airlock.open(namespace ? { namespace } : {})}
      >
        {/* Every locale's words are at hand (?all-catalogs): nothing to wait for. */}
        {label ?? airlock.i18n.t(connectButtonMessages, 'button.connect')}
      </button>
    </>
  )
}
