import { useAirlockInstance } from './kit/AirlockReactContext.js'
import { useTextMessages } from './kit/useTextMessages.js'
import startMessages from './startMessages?all-catalogs'
import { formatAddress } from '../services/format/formatAddress.js'
import { Avatar } from './kit/Avatar.js'
import { AccountPendingButton } from './AccountPendingButton.js'
import { useAccount } from './hooks/useAccount.js'
import { useIsClient } from './hooks/useIsClient.js'
import { prefetchModal } from './modal/loadModal.js'
import { ButtonStyles } from './theme/ButtonStyles.js'
import { ButtonVariantStyles } from './theme/ButtonVariantStyles.js'

/** Props of `AccountButton`. */
export interface AccountButtonProps {
  /** Show the balance beside the address. Default: true. */
  balance?: boolean
}

/**
 * Shows the connected account (avatar, name or short address, and balance) and opens the
 * Account view; while the account is connecting (a session being restored), a busy button
 * in its place. On a phone it gives up the balance, then on the narrowest screens the name,
 * so it never pushes the host's header sideways; its accessible name keeps the account.
 */
export function AccountButton({ balance = true }: AccountButtonProps) {
  const airlock = useAirlockInstance()
  const isClient = useIsClient()
  const t = useTextMessages(startMessages)
  const account = useAccount()
  if (isClient && account.status === 'connecting') return <AccountPendingButton />
  if (!isClient || !account.address) return null
  const prefetch = () => void prefetchModal(airlock, 'Account')
  const name = account.profileName ?? formatAddress(account.address)
  return (
    <>
      <ButtonStyles />
      <ButtonVariantStyles />
      <button
        type="button"
        className="airlock-button"
        data-variant="account"
        data-theme={airlock.config.themeMode}
        aria-haspopup="dialog"
        aria-label={t('button.account', { name })}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => airlock.open()}
      >
        <Avatar address={account.address} image={account.profileImage} size={24} />
        {balance && account.balance !== undefined && (
          <span className="airlock-account-balance">
            {account.balance} {account.balanceSymbol}
          </span>
        )}
        <span className="airlock-account-name">{name}</span>
      </button>
    </>
  )
}
