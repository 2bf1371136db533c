import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { providerError } from 'airlock/kit'
import type { SolanaSigner } from './SolanaSigner.js'
import { walletFeature } from './SolanaWalletFeatures.js'
import { toWalletStandardChain } from './toWalletStandardChain.js'

// Accounts that name no chain are taken as usable everywhere, as the standard allows.
const solanaAccounts = (accounts: readonly WalletAccount[]) =>
  accounts.filter((account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')))

/**
 * A `SolanaSigner` over a wallet-standard wallet and the accounts its `standard:connect`
 * granted. Requests pass the wallet's own `WalletAccount` objects, which wallets match by
 * identity. Sends prefer `solana:signAndSendTransaction` (the wallet sends, and may
 * simulate or add fees as it sees fit); a wallet with only `solana:signTransaction` signs
 * and the app's node sends. Throws 4100 when no Solana account was granted.
 */
export function createWalletStandardSigner(wallet: Wallet, granted: readonly WalletAccount[]): SolanaSigner {
  let accounts = solanaAccounts(granted)
  let account = accounts[0]
  if (!account) throw providerError(4100, `${wallet.name} granted no Solana account`)

  const accountFor = (address: string) => {
    const found = accounts.find((candidate) => candidate.address === address)
    if (!found) throw providerError(4100, `${address} is not an account ${wallet.name} authorised`)
    return found
  }

  return {
    wallet,
    get address() {
      return account!.address
    },
    get accounts() {
      return [account!.address, ...accounts.filter((other) => other !== account).map((other) => other.address)]
    },
    async signMessage(message, address) {
      const feature = walletFeature(wallet, 'solana:signMessage')
      if (!feature) throw providerError(4200, `${wallet.name} cannot sign messages`)
      const [output] = await feature.signMessage({ account: accountFor(address), message })
      if (!output?.signature) throw providerError(5000, `${wallet.name} returned no signature`)
      return bs58.encode(output.signature)
    },
    async sendTransaction(transaction, network, sendRaw) {
      const chain = toWalletStandardChain(network, wallet.chains)
      const signAndSend = walletFeature(wallet, 'solana:signAndSendTransaction')
      if (signAndSend?.supportedTransactionVersions.includes('legacy')) {
        const [output] = await signAndSend.signAndSendTransaction({ account: account!, transaction, chain, options: { preflightCommitment: 'confirmed' } })
        if (!output?.signature) throw providerError(5000, `${wallet.name} returned no signature`)
        return bs58.encode(output.signature)
      }
      const sign = walletFeature(wallet, 'solana:signTransaction')
      if (!sign?.supportedTransactionVersions.includes('legacy')) throw providerError(4200, `${wallet.name} cannot sign transactions`)
      const [output] = await sign.signTransaction({ account: account!, transaction, chain })
      if (!output?.signedTransaction) throw providerError(5000, `${wallet.name} returned no signed transaction`)
      return sendRaw(output.signedTransaction)
    },
    watch(onAccount) {
      const events = walletFeature(wallet, 'standard:events')
      if (!events) return () => {}
      return events.on('change', (change) => {
        if (!change.accounts) return
        accounts = solanaAccounts(change.accounts)
        // The current account stays current while the wallet still grants it.
        const kept = accounts.find((candidate) => candidate.address === account!.address)
        if (kept) {
          account = kept
          return
        }
        const next = accounts[0]
        if (next) account = next
        onAccount(next?.address)
      })
    },
    async disconnect() {
      await walletFeature(wallet, 'standard:disconnect')?.disconnect()
    },
  }
}
