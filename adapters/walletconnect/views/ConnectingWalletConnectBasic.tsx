import { useViewTitle } from 'airlock/react/kit'
import { WalletConnectPairing } from './WalletConnectPairing.js'

/** The WalletConnect view (SPEC §2): a QR code and link that any WalletConnect wallet pairs with. */
export default function ConnectingWalletConnectBasic() {
  useViewTitle('WalletConnect')
  return <WalletConnectPairing />
}
