import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { subscribe } from 'valtio/vanilla'
import { type Airlock, WalletError } from 'airlock/kit'
import { waitForRestore } from '../shared/waitForRestore.js'

// Airlock's mark, for the wallet lists of the host's Solana libraries.
const icon: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIHZpZXdCb3g9JzAgMCAzMiAzMic+PHJlY3Qgd2lkdGg9JzMyJyBoZWlnaHQ9JzMyJyByeD0nOCcgZmlsbD0nIzI1NjNlYicvPjxwYXRoIGQ9J00xNiA3bDkgMThIN3onIGZpbGw9JyNmZmYnLz48L3N2Zz4='
type Feature = Record<string, (...args: any[]) => Promise<unknown>>

/**
 * A wallet-standard wallet named "Airlock" that stands for whichever Solana wallet Airlock
 * connected, for `@solana/wallet-adapter-react` and any wallet-standard app: `standard:connect`
 * opens Airlock's modal unless a Solana wallet is connected already (a silent one waits for
 * Airlock's restore of the last session instead), `standard:disconnect` disconnects it in
 * Airlock, `standard:events` follows Airlock's Solana account, and the Solana features go to
 * the connected wallet (`airlock.getProvider('solana')`).
 */
export function createAirlockSolanaWallet(airlock: Airlock): Wallet {
  const inner = () => airlock.getProvider('solana')
  const accounts = (): WalletAccount[] => [...(inner()?.accounts ?? [])]
  const innerAccount = (account: WalletAccount) => inner()?.accounts.find((candidate) => candidate.address === account.address)
  const connected = () =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (inner()) finish(resolve)
        else if (!airlock.modal.state.open && airlock.chain.state.accounts.solana?.status !== 'connecting') finish(() => reject(new WalletError('USER_REJECTED', 'No Solana wallet was connected in Airlock')))
      }
      const stops = [subscribe(airlock.chain.state, check), subscribe(airlock.modal.state, check)]
      const finish = (settle: () => void) => (stops.forEach((stop) => stop()), settle())
      check()
    })
  // Each Solana feature of the connected wallet, with the host's account objects swapped for the wallet's own.
  const delegate = (name: string, method: string) => ({
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    [method]: async (...inputs: { account: WalletAccount }[]) => {
      const feature = inner()?.features[name as IdentifierString] as Feature | undefined
      if (!feature?.[method]) throw new WalletError('UNAUTHORIZED', 'No Solana wallet is connected in Airlock')
      return feature[method]!(...inputs.map((input) => ({ ...input, account: innerAccount(input.account) ?? input.account })))
    },
  })
  const chains = airlock.chain.state.networks.filter((network) => network.chainNamespace === 'solana').map((network) => network.caipNetworkId as IdentifierString)

  return {
    version: '1.0.0',
    name: 'Airlock',
    icon,
    chains: [...chains, 'solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'],
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          // A silent connect (the adapter's autoConnect after a reload) answers once Airlock has
          // restored the last session: answered sooner, with no account, the adapter forgets Airlock.
          if (!inner() && input?.silent) await waitForRestore(airlock)
          else if (!inner()) {
            airlock.open({ namespace: 'solana' })
            await connected()
          }
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => airlock.disconnect('solana') },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (change: { accounts: WalletAccount[] }) => void) {
          let last = inner()?.accounts[0]?.address
          return subscribe(airlock.chain.state, () => {
            const next = airlock.chain.state.accounts.solana?.status === 'connected' ? inner()?.accounts[0]?.address : undefined
            if (next !== last) listener({ accounts: accounts() }), (last = next)
          })
        },
      },
      'solana:signMessage': delegate('solana:signMessage', 'signMessage'),
      'solana:signTransaction': delegate('solana:signTransaction', 'signTransaction'),
      'solana:signAndSendTransaction': delegate('solana:signAndSendTransaction', 'signAndSendTransaction'),
    },
  }
}
