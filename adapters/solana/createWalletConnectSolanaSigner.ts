import type { Wallet } from '@wallet-standard/base'
import bs58 from 'bs58'
import { providerError } from 'airlock/kit'
import { signSessionTransaction } from './signSessionTransaction.js'
import { createSessionSolanaWallet, type SessionWalletInfo } from './createSessionSolanaWallet.js'
import type { SolanaSigner } from './SolanaSigner.js'
import { toBase64 } from './toBase64.js'

/** The part of a WalletConnect session's `solana` provider the signer drives. */
export interface SolanaSessionProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  /** Points requests at the first of `chains` the session holds; throws 4902 if none. */
  useChain(chains: readonly string[]): string
  on(event: string, listener: (...args: any[]) => void): void
  removeListener(event: string, listener: (...args: any[]) => void): void
  /** Ends this namespace's use of the session. */
  release(): Promise<void>
}

const signatureOf = (result: unknown, what: string) => {
  const { signature } = (result ?? {}) as { signature?: unknown }
  if (typeof signature !== 'string') throw providerError(5000, `The wallet returned no ${what}`)
  return signature
}

/**
 * A `SolanaSigner` over the `solana` namespace of a WalletConnect session, speaking the
 * WalletConnect Solana methods: `solana_signMessage` (base58 message and pubkey, base58
 * signature back), `solana_signAndSendTransaction` (base64 transaction), and, for wallets
 * that did not approve it (4200), `solana_signTransaction` with the app's node sending.
 * `accounts` are the plain addresses the session granted, the first being current; `info`
 * describes the wallet to the host's libraries (`wallet`, made on first use).
 */
export function createWalletConnectSolanaSigner(
  provider: SolanaSessionProvider,
  accounts: readonly string[],
  info: SessionWalletInfo = { name: 'WalletConnect', chains: [] },
): SolanaSigner {
  let granted = [...accounts]
  if (!granted[0]) throw providerError(4100, 'The WalletConnect session holds no Solana account')

  const signer: SolanaSigner = {
    get address() {
      return granted[0]!
    },
    get accounts() {
      return [...granted]
    },
    async signMessage(message, address) {
      if (!granted.includes(address)) throw providerError(4100, `${address} is not an account of this session`)
      const result = await provider.request({ method: 'solana_signMessage', params: { message: bs58.encode(message), pubkey: address } })
      return signatureOf(result, 'signature')
    },
    async sendTransaction(transaction, _network, sendRaw) {
      const params = { transaction: toBase64(transaction), sendOptions: { preflightCommitment: 'confirmed' } }
      try {
        return signatureOf(await provider.request({ method: 'solana_signAndSendTransaction', params }), 'signature')
      } catch (error) {
        if ((error as { code?: unknown }).code !== 4200) throw error
      }
      return sendRaw(await signSessionTransaction(provider, transaction))
    },
    // The session may list a network under its older CAIP-2 id, as wallets long did.
    useNetwork(network) {
      provider.useChain([network.caipNetworkId, ...(network.deprecatedCaipNetworkId ? [network.deprecatedCaipNetworkId] : [])])
    },
    watch(onAccount) {
      const onAccounts = (addresses: unknown) => {
        const next = Array.isArray(addresses) ? addresses.filter((value): value is string => typeof value === 'string') : []
        const current = granted[0]
        granted = current && next.includes(current) ? [current, ...next.filter((value) => value !== current)] : next
        if (granted[0] !== current) onAccount(granted[0])
      }
      const onDisconnect = () => onAccount(undefined)
      provider.on('accountsChanged', onAccounts)
      provider.on('disconnect', onDisconnect)
      return () => {
        provider.removeListener('accountsChanged', onAccounts)
        provider.removeListener('disconnect', onDisconnect)
      }
    },
    disconnect: () => provider.release(),
    get wallet() {
      return (wallet ??= createSessionSolanaWallet(provider, signer, info))
    },
  }
  let wallet: Wallet | undefined
  return signer
}
