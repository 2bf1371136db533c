import { useAirlockInstance } from './kit/AirlockReactContext.js'
import { useTextMessages } from './kit/useTextMessages.js'
import catalogs from './messages?catalogs'
import { ButtonStyles } from './theme/ButtonStyles.js'
import { ButtonVariantStyles } from './theme/ButtonVariantStyles.js'

/**
 * The account button while an account is on its way (a restored session, a wallet asked to
 * connect): the button's shape, an empty avatar and "Connecting…", busy and not pressable,
 * so a reload never shows "Connect Wallet" or another account first.
 */
export function AccountPendingButton() {
  const t = useTextMessages(catalogs)
  const { themeMode } = useAirlockInstance().config
  return (
    <>
      <ButtonStyles />
      <ButtonVariantStyles />
      <button type="button" className="airlock-button" data-variant="account" data-theme={themeMode} aria-busy="true" disabled style={{ cursor: 'progress' }}>
        <span className="airlock-avatar" aria-hidden="true" style={{ width: 24, height: 24, background: 'currentColor', opacity: 0.15 }} />
        <span className="airlock-account-name">{t('account.connecting')}</span>
      </button>
    </>
  )
}
