import { useAirlockInstance } from './kit/AirlockReactContext.js'
import { useTextMessages } from './kit/useTextMessages.js'
import startMessages from './startMessages?all-catalogs'
import { useIsClient } from './hooks/useIsClient.js'
import { useNetwork } from './hooks/useNetwork.js'
import { prefetchModal } from './modal/loadModal.js'
import { ButtonStyles } from './theme/ButtonStyles.js'
import { ButtonVariantStyles } from './theme/ButtonVariantStyles.js'

/** Shows the active network and opens the Networks view to switch. */
export function NetworkButton() {
  const airlock = useAirlockInstance()
  const isClient = useIsClient()
  const t = useTextMessages(startMessages)
  const { network } = useNetwork()
  const initial = airlock.chain.networkById(airlock.config.defaultNetwork) ?? network
  // The server renders the configured default; the client follows the live network after hydration.
  const shown = isClient ? network : initial
  const prefetch = () => void prefetchModal(airlock, 'Networks')
  return (
    <>
      <ButtonStyles />
      <ButtonVariantStyles />
      <button
        type="button"
        className="airlock-button"
        data-variant="network"
        data-theme={airlock.config.themeMode}
        aria-haspopup="dialog"
        aria-label={t('button.network', { network: shown.name })}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => airlock.open({ view: 'Networks' })}
      >
        {shown.name}
      </button>
    </>
  )
}
