import type { ViewRegistry } from 'airlock/kit'
import type { ViewProps } from 'airlock/react'
import { useViewTitle } from 'airlock/react/kit'
import { WalletConnectPairing } from './WalletConnectPairing.js'

/** Pairing over WalletConnect with one wallet of the registry, opened by its own link. */
export default function ConnectingWalletConnect({ data: wallet }: ViewProps<ViewRegistry['ConnectingWalletConnect']>) {
  useViewTitle(wallet.name)
  return <WalletConnectPairing wallet={wallet} />
}
