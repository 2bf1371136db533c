import type { BlockhashWithExpiryBlockHeight } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { type AdapterEvents, type AirlockContext, type CaipNetworkId, type ChainAdapter, type ConnectResult, createEventBus, type Network, providerError, solana, walletNotFound } from 'airlock/kit'
import { confirmSolanaTransaction } from './confirmSolanaTransaction.js'
import { createSolanaConnections } from './createSolanaConnections.js'
import { createWalletConnectSolanaSigner } from './createWalletConnectSolanaSigner.js'
import { createWalletStandardSigner } from './createWalletStandardSigner.js'
import { discoverWalletStandardWallets } from './discoverWalletStandardWallets.js'
import { estimateSolanaFee } from './estimateSolanaFee.js'
import { readSolanaSession } from './readSolanaSession.js'
import { readSolBalance } from './readSolBalance.js'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { sendSolanaTransaction } from './sendSolanaTransaction.js'
import { signInWithWallet } from './signInWithWallet.js'
import { toBase64 } from './toBase64.js'
import type { SolanaSigner } from './SolanaSigner.js'
import { walletFeature } from './SolanaWalletFeatures.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'
import { waitForSolanaWallet } from './waitForSolanaWallet.js'

// How long connect waits for a wallet that has not registered yet: the person just picked
// it from a list, so it is normally known already.
const CONNECT_WAIT_MS = 500
// How long reconnect waits after a reload for the last wallet to register.
const RECONNECT_WAIT_MS = 1_000

interface Session {
  signer: SolanaSigner
  unwatch(): void
}

async function asWalletError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toSolanaWalletError(error)
  }
}

/**
 * The Solana chain adapter (namespace solana): finds wallets through the wallet-standard,
 * connects with `standard:connect` (silently after a reload), signs messages, sends SOL and
 * SPL transfers through the wallet, and reads balances and confirmations through each
 * network's own RPC with @solana/web3.js. It rejects with `WalletError`s only. A wallet signs
 * for whatever cluster it is told, so the network is the app's choice: switching is
 * app-side and the chain goes with each request; a WalletConnect session moves to the
 * network only when the wallet approved it.
 */
export function createSolanaAdapter(context: AirlockContext): ChainAdapter {
  const events = createEventBus<AdapterEvents>({ onHandlerError: (_type, error) => context.logger.error('A Solana adapter event handler threw', error) })
  const connectionOf = createSolanaConnections()
  const found = new Map<string, Wallet>()
  // The blockhash each sent transaction was built on, until its confirmation is awaited.
  const blockhashes = new Map<string, BlockhashWithExpiryBlockHeight>()
  let session: Session | undefined

  const findWallet = async (walletId: string, timeoutMs: number) => found.get(walletId) ?? (await waitForSolanaWallet(walletId, timeoutMs))
  // Every way into a session passes here: a wallet-standard connect, or the solana
  // namespace of a WalletConnect session, each behind the same signer interface.
  const begin = (signer: SolanaSigner, network: Network, caipNetworkId?: CaipNetworkId): ConnectResult => {
    session?.unwatch()
    const current: Session = { signer, unwatch: () => {} }
    current.unwatch = signer.watch((address) => {
      if (!address && session === current) {
        current.unwatch()
        session = undefined
      }
      events.emit('accountsChanged', { address })
    })
    session = current
    return {
      address: signer.address,
      // A non-Solana network means the app lists none; the kernel then shows the wallet's
      // network as unsupported rather than claiming a Solana account on an EVM chain.
      caipNetworkId: caipNetworkId ?? (network.chainNamespace === 'solana' ? network.caipNetworkId : solana.caipNetworkId),
      accounts: signer.accounts.map((address) => ({ namespace: 'solana', address, type: 'eoa' })),
    }
  }
  const connected = (): Session => {
    if (!session) throw providerError(4900, 'No Solana wallet is connected')
    return session
  }
  const open = async (walletId: string, network: Network, silent: boolean) => {
    const wallet = await findWallet(walletId, silent ? RECONNECT_WAIT_MS : CONNECT_WAIT_MS)
    if (!wallet) {
      if (silent) return undefined
      throw walletNotFound(`No Solana wallet "${walletId}" in this page`)
    }
    const connect = walletFeature(wallet, 'standard:connect')
    if (!connect) throw providerError(4200, `${wallet.name} cannot connect`)
    const { accounts } = await connect.connect(silent ? { silent: true } : undefined)
    // A silent connect answers no accounts when the site is no longer authorised.
    if (silent && accounts.length === 0) return undefined
    return begin(createWalletStandardSigner(wallet, accounts), network)
  }

  return {
    namespace: 'solana',
    name: 'solana',
    discover(onChange) {
      return discoverWalletStandardWallets((wallets) => {
        found.clear()
        for (const { info, wallet } of wallets) found.set(info.id, wallet)
        onChange(wallets.map(({ info }) => info))
      })
    },
    connect: (walletId, network) => asWalletError(async () => (await open(walletId, network, false))!),
    reconnect: (walletId, network) => asWalletError(() => open(walletId, network, true)),
    async disconnect() {
      const current = session
      session = undefined
      if (!current) return
      // Stop listening first, so the wallet's own change to no accounts is not reported back.
      current.unwatch()
      try {
        await current.signer.disconnect()
      } catch (error) {
        context.logger.debug('The Solana wallet did not disconnect cleanly', error)
      }
    },
    // Nothing to ask a wallet-standard wallet: the next request names the new network's
    // chain. A WalletConnect session moves to it, if the wallet approved it.
    switchNetwork: (network) => asWalletError(async () => session?.signer.useNetwork?.(network)),
    getBalance: (address, network) => asWalletError(() => readSolBalance(connectionOf(network), address, network)),
    signMessage: (message, address) =>
      asWalletError(() => connected().signer.signMessage(new TextEncoder().encode(message), address)),
    signIn: (fields) => asWalletError(() => signInWithWallet(connected().signer.wallet, fields)),
    sendTransaction: (request, network) =>
      asWalletError(async () => {
        const { signature, ...blockhash } = await sendSolanaTransaction(connected().signer, connectionOf(network), request, network)
        blockhashes.set(signature, blockhash)
        return signature
      }),
    waitForTransaction: (hash, network) =>
      asWalletError(async () => {
        try {
          return await confirmSolanaTransaction(connectionOf(network), hash, blockhashes.get(hash))
        } finally {
          blockhashes.delete(hash)
        }
      }),
    simulationRequest: (request, network) =>
      asWalletError(async () => {
        const { address } = connected().signer
        const { transaction } = await buildSolanaTransfer(connectionOf(network), address, request)
        return { chainId: network.caipNetworkId, account: address, transaction: toBase64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false })) }
      }),
    estimateFee: (request, network) => asWalletError(() => estimateSolanaFee(connectionOf(network), connected().signer.address, request, network)),
    adoptSession: (session, network) =>
      asWalletError(async () => {
        const provider = session.provider('solana')
        const approved = session.namespaces.solana
        if (!provider || !approved?.accounts.length) return undefined
        const { caipNetworkId, addresses } = readSolanaSession(approved, network)
        const info = { name: session.peer.name, chains: approved.chains, ...(session.peer.icons[0] && { icon: session.peer.icons[0] }) }
        return begin(createWalletConnectSolanaSigner(provider, addresses, info), network, caipNetworkId)
      }),
    provider: () => session?.signer.wallet,
    on: events.on,
  }
}
