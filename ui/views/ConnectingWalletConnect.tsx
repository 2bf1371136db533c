import type { ViewRegistry } from '../../airlock/index.js'
import type { ViewProps } from '../modal/useResolvedView.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import { WalletConnectPairing } from './WalletConnectPairing.js'

/** Pairing over WalletConnect with one wallet of the registry, opened by its own link. */
export default function ConnectingWalletConnect({ data: wallet }: ViewProps<ViewRegistry['ConnectingWalletConnect']>) {
  useViewTitle(wallet.name)
  return <WalletConnectPairing wallet={wallet} />
}
