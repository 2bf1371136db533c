import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import bs58 from 'bs58'
import { providerError } from 'airlock/kit'
import type { SolanaSigner } from './SolanaSigner.js'
import { type SessionRequester, signSessionTransaction } from './signSessionTransaction.js'
import type { SolanaWalletFeatures, WalletChange } from './SolanaWalletFeatures.js'
import { toBase64 } from './toBase64.js'

/** How the wallet on the other side of a session describes itself. */
export interface SessionWalletInfo {
  name: string
  /** The wallet's icon as a data URI, when it gave one. */
  icon?: string
  /** The CAIP-2 ids of the Solana chains the session holds. */
  chains: readonly string[]
}

// The standard asks every wallet for a data-URI icon: a plain rounded square for those that gave none.
const blankIcon: WalletIcon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIHZpZXdCb3g9JzAgMCAxIDEnPjxyZWN0IHdpZHRoPScxJyBoZWlnaHQ9JzEnIHJ4PScuMicgZmlsbD0nIzg4OCcvPjwvc3ZnPg=='
const versions: SolanaWalletFeatures['solana:signTransaction']['supportedTransactionVersions'] = ['legacy', 0]

/**
 * A wallet-standard wallet over the `solana` side of a connector session (WalletConnect, the
 * embedded wallet), so the host's Solana libraries sign and send through it as through a
 * wallet in the page: `solana:signMessage`, `solana:signTransaction` and
 * `solana:signAndSendTransaction` go to the session; `standard:events` follows its account
 * changes. The session itself ends through Airlock's disconnect, not through this wallet.
 */
export function createSessionSolanaWallet(
  provider: SessionRequester & Pick<SolanaSessionEvents, 'on' | 'removeListener'>,
  signer: Pick<SolanaSigner, 'accounts' | 'signMessage'>,
  info: SessionWalletInfo,
): Wallet {
  const chains = info.chains.filter((chain): chain is IdentifierString => chain.includes(':'))
  const accountOf = (address: string): WalletAccount => ({
    address,
    publicKey: bs58.decode(address),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  })
  const accounts = () => signer.accounts.map(accountOf)
  const features: SolanaWalletFeatures = {
    'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: accounts() }) },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => {} },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener: (change: WalletChange) => void) {
        const onAccounts = () => listener({ accounts: accounts() })
        provider.on('accountsChanged', onAccounts)
        return () => provider.removeListener('accountsChanged', onAccounts)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: (...inputs) =>
        Promise.all(inputs.map(async ({ account, message }) => ({ signedMessage: message, signature: bs58.decode(await signer.signMessage(message, account.address)) }))),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      signTransaction: (...inputs) => Promise.all(inputs.map(async ({ transaction }) => ({ signedTransaction: await signSessionTransaction(provider, transaction) }))),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      signAndSendTransaction: (...inputs) =>
        Promise.all(
          inputs.map(async ({ transaction, options }) => {
            const params = { transaction: toBase64(transaction), sendOptions: options ?? { preflightCommitment: 'confirmed' } }
            const { signature } = ((await provider.request({ method: 'solana_signAndSendTransaction', params })) ?? {}) as { signature?: unknown }
            if (typeof signature !== 'string') throw providerError(5000, 'The wallet returned no signature')
            return { signature: bs58.decode(signature) }
          }),
        ),
    },
  }
  return {
    version: '1.0.0',
    name: info.name,
    icon: info.icon?.startsWith('data:image/') ? (info.icon as WalletIcon) : blankIcon,
    chains,
    features: features as unknown as Wallet['features'],
    get accounts() {
      return accounts()
    },
  }
}

/** The event half of a session provider. */
interface SolanaSessionEvents {
  on(event: string, listener: (...args: any[]) => void): void
  removeListener(event: string, listener: (...args: any[]) => void): void
}
