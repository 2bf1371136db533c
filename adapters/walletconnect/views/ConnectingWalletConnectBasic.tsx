import { useMessages, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { WalletConnectPairing } from './WalletConnectPairing.js'

/** The WalletConnect view (SPEC §2): a QR code and link that any WalletConnect wallet pairs with. */
export default function ConnectingWalletConnectBasic() {
  const t = useMessages(catalogs)
  useViewTitle(t('walletconnect.title'))
  return <WalletConnectPairing />
}
