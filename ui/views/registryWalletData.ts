import type { ViewRegistry } from '../../kit/index.js'
import type { RegistryWallet } from '../../services/wallets/fetchWalletPage.js'

/** What the ConnectingExternal view needs to know about a wallet of the registry. */
export function registryWalletData(wallet: RegistryWallet, icon: string | undefined): ViewRegistry['ConnectingExternal'] {
  return {
    walletId: wallet.rdns ?? wallet.id,
    name: wallet.name,
    namespace: wallet.chains?.some((chain) => chain.startsWith('eip155:')) || !wallet.chains?.length ? 'eip155' : 'solana',
    registryId: wallet.id,
    ...(wallet.homepage && { homepage: wallet.homepage }),
    ...(icon && { icon }),
  }
}
