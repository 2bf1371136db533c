import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import type { PlaceholderProps } from '../modal/ViewOutlet.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import catalogs from '../messages?catalogs'
import { listedWallets } from '../../services/wallets/listedWallets.js'
import { OwnWalletRows, type OwnWalletRowsProps } from './OwnWalletRows.js'

/**
 * What the modal shows on Connect while the view's code, the features' entries and the
 * registry's answer are still on their way (an early click): the wallets this browser already
 * announced, with the recent ones, each opening its connection as in the view. With an
 * installed wallet the view lists its wallets first (SPEC §2), so these rows are the view's
 * first rows and stay in place when the rest arrives below them. With none, `children`
 * (the modal's spinner): other ways in would come first.
 */
export function ConnectFirstFrame({ children, onPress }: PlaceholderProps) {
  const airlock = useAirlockInstance()
  const wallets = useProxyState(airlock.wallets.state)
  const { activeNamespace } = useProxyState(airlock.chain.state)
  const listed = listedWallets(wallets.installed, wallets.recent, activeNamespace)
  if (listed.installed.length === 0) return children
  return <Rows listed={listed} onPress={onPress} />
}

function Rows({ onPress, ...props }: OwnWalletRowsProps & Pick<PlaceholderProps, 'onPress'>) {
  const t = useTextMessages(catalogs)
  useViewTitle(t('connect.title'))
  return (
    <div className="airlock-view" aria-busy="true" onPointerDown={onPress}>
      <div className="airlock-stack" role="group" aria-label={t('wallets.label')}>
        <OwnWalletRows {...props} />
      </div>
    </div>
  )
}
