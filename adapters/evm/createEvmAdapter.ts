import { stringToHex } from 'viem'
import { type AdapterEvents, type AirlockContext, type ChainAdapter, type ConnectResult, createEventBus, providerError, toWalletError, walletNotFound } from 'airlock/kit'
import { createEvmRpcClients } from './createEvmRpcClients.js'
import type { discoverEip6963Wallets } from './discoverEip6963Wallets.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { readEvmConnection } from './readEvmConnection.js'
import { readNativeBalance } from './readNativeBalance.js'
import { sendEvmTransaction } from './sendEvmTransaction.js'
import { toEvmTransaction } from './toEvmTransaction.js'
import { switchEvmChain } from './switchEvmChain.js'
import { toEvmAccounts } from './toEvmAccounts.js'
import { waitForEvmReceipt } from './waitForEvmReceipt.js'
import { waitForEvmWallet } from './waitForEvmWallet.js'
import { watchEvmProvider } from './watchEvmProvider.js'

// How long connect waits for a wallet the page has not announced yet: the person just
// picked it from a list, so it is normally known already.
const CONNECT_WAIT_MS = 500
// How long reconnect waits after a reload for the last wallet to announce itself.
const RECONNECT_WAIT_MS = 1_000

interface Session {
  provider: Eip1193Provider
  /** The account transactions are sent from; follows accountsChanged. */
  address: `0x${string}`
  unwatch(): void
  /** Set for an adopted WalletConnect session: ends the namespace's use of it on disconnect. */
  release?: () => Promise<void>
}

async function asWalletError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(error)
  }
}

/**
 * The EVM chain adapter (namespace eip155): finds wallets by EIP-6963 and the legacy
 * `window.ethereum`, connects through their EIP-1193 provider, reads balances and receipts
 * through each network's own RPC URL with viem, and rejects with `WalletError`s only.
 * It never switches chains on connect; the kernel decides that. Its wallet discovery is the
 * one the adapter's details carry (`discover`), so the page's wallets are heard by one copy of it.
 */
export function createEvmAdapter(context: AirlockContext, discover: typeof discoverEip6963Wallets): ChainAdapter {
  const events = createEventBus<AdapterEvents>({ onHandlerError: (_type, error) => context.logger.error('An EVM adapter event handler threw', error) })
  const rpcClient = createEvmRpcClients()
  const found = new Map<string, Eip1193Provider>()
  let session: Session | undefined

  const findWallet = async (walletId: string, timeoutMs: number) =>
    found.get(walletId) ?? (await waitForEvmWallet(discover, walletId, timeoutMs))
  const begin = (provider: Eip1193Provider, result: ConnectResult, release?: () => Promise<void>): ConnectResult => {
    session?.unwatch()
    // A WalletConnect session replaced by another wallet is ended, not left open in the wallet.
    if (session?.release && session.provider !== provider) void session.release().catch(() => {})
    const current: Session = { provider, address: result.address as `0x${string}`, unwatch: () => {}, ...(release && { release }) }
    current.unwatch = watchEvmProvider(provider, (event, payload) => {
      const address = event === 'accountsChanged' && (payload as { address?: `0x${string}` }).address
      if (address) current.address = address
      ;(events.emit as (type: keyof AdapterEvents, payload: unknown) => void)(event, payload)
    })
    session = current
    return result
  }
  const connected = (): Session => {
    if (!session) throw providerError(4900, 'No EVM wallet is connected')
    return session
  }

  return {
    namespace: 'eip155',
    name: 'evm',
    discover(onChange) {
      return discover((wallets) => {
        found.clear()
        for (const { info, provider } of wallets) found.set(info.id, provider)
        onChange(wallets.map(({ info }) => info))
      })
    },
    connect: (walletId) =>
      asWalletError(async () => {
        const provider = await findWallet(walletId, CONNECT_WAIT_MS)
        if (!provider) throw walletNotFound(`No EVM wallet "${walletId}" in this page`)
        const accounts = toEvmAccounts(await provider.request({ method: 'eth_requestAccounts' }))
        return begin(provider, await readEvmConnection(provider, accounts))
      }),
    reconnect: (walletId) =>
      asWalletError(async () => {
        const provider = await findWallet(walletId, RECONNECT_WAIT_MS)
        if (!provider) return undefined
        // eth_accounts never prompts: an empty answer means the site is no longer authorised.
        const accounts = toEvmAccounts(await provider.request({ method: 'eth_accounts' }))
        return accounts.length ? begin(provider, await readEvmConnection(provider, accounts)) : undefined
      }),
    async disconnect() {
      const current = session
      session = undefined
      if (!current) return
      // Stop listening first, so the wallet's own accountsChanged([]) is not reported back.
      current.unwatch()
      if (current.release) return current.release()
      try {
        await current.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch (error) {
        // Older wallets lack the method; the site then stays authorised in the wallet.
        context.logger.debug('The wallet kept its permission on disconnect', error)
      }
    },
    switchNetwork: (network) => asWalletError(() => switchEvmChain(connected().provider, network)),
    getBalance: (address, network) => asWalletError(() => readNativeBalance(rpcClient(network), address, network)),
    signMessage: (message, address) =>
      asWalletError(async () => {
        const signature = await connected().provider.request({ method: 'personal_sign', params: [stringToHex(message), address] })
        if (typeof signature !== 'string') throw providerError(5000, 'The wallet returned no signature')
        return signature
      }),
    sendTransaction: (request, network) =>
      asWalletError(() => {
        const { provider, address } = connected()
        return sendEvmTransaction(provider, address, request, network)
      }),
    waitForTransaction: (hash, network) =>
      asWalletError(async () => {
        const receipt = await waitForEvmReceipt(rpcClient(network), hash as `0x${string}`)
        return { status: receipt.status, logs: receipt.logs.map(({ address, topics, data }) => ({ address, topics, data })) }
      }),
    // Loaded on first use: only the send flow asks, and it keeps the adapter's chunk small.
    estimateFee: (request, network) =>
      asWalletError(async () => (await import('./estimateEvmFee.js')).estimateEvmFee(rpcClient(network), session?.address, request, network, session?.provider)),
    simulationRequest: async (request, network) => {
      const { from, to, value, data } = toEvmTransaction(connected().address, request)
      return { chainId: network.caipNetworkId, account: from, calls: [{ to, ...(value && { value }), ...(data && { data }) }] }
    },
    // A WalletConnect session drives the same code paths: its eip155 namespace is an
    // EIP-1193 provider like a browser wallet's.
    adoptSession: (walletConnect) =>
      asWalletError(async () => {
        const provider = walletConnect.provider('eip155')
        if (!provider) return undefined
        const accounts = toEvmAccounts(await provider.request({ method: 'eth_accounts' }))
        return accounts.length ? begin(provider, await readEvmConnection(provider, accounts), provider.release) : undefined
      }),
    // The wallet's own provider: a host's viem or wagmi then follows its account and chain.
    provider: () => session?.provider,
    on: events.on,
  }
}
