import type { ChainNamespace } from '../airlock/index.js'
import { AccountButton } from './AccountButton.js'
import { useAirlockInstance } from './kit/AirlockReactContext.js'
import { useAccount } from './hooks/useAccount.js'
import { useIsClient } from './hooks/useIsClient.js'
import { prefetchModal } from './modal/loadModal.js'
import { ButtonStyles } from './theme/ButtonStyles.js'

/** Props of `ConnectButton`. */
export interface ConnectButtonProps {
  /** Default: 'Connect Wallet'. */
  label?: string
  /** Open the modal for one namespace. Default: the active one. */
  namespace?: ChainNamespace
}

/**
 * Opens the modal to connect; once connected, shows the account instead. Renders the same
 * markup on the server as in the client's first render.
 */
export function ConnectButton({ label = 'Connect Wallet', namespace }: ConnectButtonProps) {
  const airlock = useAirlockInstance()
  const isClient = useIsClient()
  const { isConnected } = useAccount(namespace ? { namespace } : {})
  if (isClient && isConnected) return <AccountButton />
  const prefetch = () => prefetchModal(airlock, 'Connect')
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className="airlock-button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => airlock.open(namespace ? { namespace } : {})}
      >
        {label}
      </button>
    </>
  )
}
