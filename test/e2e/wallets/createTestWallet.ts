import { createWalletClient, getAddress, hexToBigInt, http, isHex, numberToHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { forwardJsonRpc } from './forwardJsonRpc.js'
import { providerRpcError } from './providerRpcError.js'
import { type TestWalletStorage, openTestWalletState } from './openTestWalletState.js'

/** Options of {@link createTestWallet}. */
export interface TestWalletOptions {
  /** The key of the account the wallet holds at first. */
  privateKey: Hex
  /** The chains the wallet knows at first, by chain id, with the RPC URL it reads each through. */
  chains: Record<number, string>
  /** The chain the wallet is on at first. */
  chainId: number
  /** Where the wallet remembers approval, chain and account. Default: memory only. */
  storage?: TestWalletStorage
  /** Default `airlock-test-wallet`. */
  storageKey?: string
}

/** A request the wallet received. */
export interface RecordedRequest {
  method: string
  params?: unknown
}

/** The EIP-1193 provider a page talks to. */
export interface TestWalletProvider {
  readonly isAirlockTestWallet: true
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

/** What a test does to the wallet instead of a person clicking in it. */
export interface TestWalletControl {
  readonly address: Address
  readonly chainId: number
  /** Whether the site is approved (eth_accounts answers the account). */
  readonly approved: boolean
  /** The chain ids the wallet knows, including those added since. */
  readonly chains: number[]
  /** Every request received, oldest first (a copy). */
  readonly requests: RecordedRequest[]
  /** The next `count` requests of `method` fail as if the person declined: `{ code: 4001 }`. Default count 1. */
  rejectNext(method: string, count?: number): void
  /** The next `count` requests of `method` fail with `error`. Default count 1. */
  failNext(method: string, error: { code: number; message?: string; data?: unknown }, count?: number): void
  /** Selects another account, as a person does in the wallet; emits accountsChanged when approved. */
  switchAccount(privateKey: Hex): Address
  /** Forgets the site's approval from the wallet's side; emits accountsChanged([]). */
  revoke(): void
  /** Emits `disconnect`, as a wallet does when it loses every chain. */
  emitDisconnect(): void
  clearRequests(): void
}

/** A test wallet: the provider and its control. */
export interface TestWallet {
  provider: TestWalletProvider
  control: TestWalletControl
}

/**
 * A browser wallet for tests: it signs locally with a private key (viem), forwards reads to
 * the current chain's RPC, asks nobody, and remembers the site's approval in `storage` the
 * way a real wallet remembers a site. It runs in Node for unit tests and in a page through
 * `injectedWallet`. It trusts each chain's RPC for the chain id it signs with.
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  const { state, save } = openTestWalletState(options)
  let account = privateKeyToAccount(state.privateKey)
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const failures = new Map<string, { code: number; message?: string; data?: unknown }[]>()
  const requests: RecordedRequest[] = []

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch {
        // A page's throwing listener must not break the wallet, as in a real one.
      }
    }
  }
  const rpcUrl = () => state.chains[state.chainId]!
  const requireApproval = (from?: unknown) => {
    if (!state.approved || (typeof from === 'string' && from.toLowerCase() !== account.address.toLowerCase())) {
      throw providerRpcError(4100, 'The requested account has not been authorized by the user')
    }
  }
  const permissions = () =>
    state.approved ? [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }] }] : []
  const approve = () => {
    if (!state.approved) {
      state.approved = true
      save()
      emit('accountsChanged', [account.address])
    }
    return [account.address]
  }

  const handlers: Record<string, (params: unknown[]) => Promise<unknown> | unknown> = {
    eth_requestAccounts: approve,
    wallet_requestPermissions: () => (approve(), permissions()),
    eth_accounts: () => (state.approved ? [account.address] : []),
    eth_chainId: () => numberToHex(state.chainId),
    net_version: () => String(state.chainId),
    wallet_getPermissions: permissions,
    wallet_revokePermissions: () => (control.revoke(), null),
    wallet_switchEthereumChain: ([target]) => {
      const chainId = Number((target as { chainId?: string } | undefined)?.chainId)
      if (!state.chains[chainId]) throw providerRpcError(4902, `Unrecognized chain ID ${numberToHex(chainId)}`)
      if (chainId === state.chainId) return null
      state.chainId = chainId
      save()
      emit('chainChanged', numberToHex(chainId))
      return null
    },
    wallet_addEthereumChain: ([chain]) => {
      const { chainId, rpcUrls } = (chain ?? {}) as { chainId?: string; rpcUrls?: unknown[] }
      const id = Number(chainId)
      if (!Number.isSafeInteger(id) || id <= 0 || typeof rpcUrls?.[0] !== 'string') {
        throw providerRpcError(-32602, 'Invalid chain parameters')
      }
      // A real wallet asks the person and may switch at once; this one only learns the chain.
      state.chains[id] = rpcUrls[0]
      save()
      return null
    },
    personal_sign: ([message, address]) => {
      requireApproval(address)
      return account.signMessage({ message: isHex(message) ? { raw: message } : String(message) })
    },
    eth_sendTransaction: async ([transaction]) => {
      const { from, to, value, data, gas } = (transaction ?? {}) as Record<string, Hex | undefined>
      requireApproval(from)
      const client = createWalletClient({ account, transport: http(rpcUrl(), { retryCount: 0 }) })
      try {
        return await client.sendTransaction({
          chain: null,
          ...(to && { to: getAddress(to) }),
          ...(value && { value: hexToBigInt(value) }),
          ...(data && { data }),
          ...(gas && { gas: hexToBigInt(gas) }),
        })
      } catch (error) {
        throw providerRpcError(-32603, (error as { shortMessage?: string }).shortMessage ?? String(error))
      }
    },
  }

  const provider: TestWalletProvider = {
    isAirlockTestWallet: true,
    async request({ method, params }) {
      requests.push({ method, ...(params !== undefined && { params }) })
      const failure = failures.get(method)?.shift()
      if (failure) throw providerRpcError(failure.code, failure.message ?? `${method} failed`, failure.data)
      const handler = handlers[method]
      return handler ? handler(Array.isArray(params) ? params : []) : forwardJsonRpc(rpcUrl(), method, params)
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const control: TestWalletControl = {
    get address() {
      return account.address
    },
    get chainId() {
      return state.chainId
    },
    get approved() {
      return state.approved
    },
    get chains() {
      return Object.keys(state.chains).map(Number)
    },
    get requests() {
      return requests.map((entry) => ({ ...entry }))
    },
    rejectNext(method, count = 1) {
      control.failNext(method, { code: 4001, message: 'User rejected the request.' }, count)
    },
    failNext(method, error, count = 1) {
      failures.set(method, [...(failures.get(method) ?? []), ...Array.from({ length: count }, () => error)])
    },
    switchAccount(privateKey) {
      account = privateKeyToAccount(privateKey)
      state.privateKey = privateKey
      save()
      if (state.approved) emit('accountsChanged', [account.address])
      return account.address
    },
    revoke() {
      state.approved = false
      save()
      emit('accountsChanged', [])
    },
    emitDisconnect() {
      emit('disconnect', providerRpcError(4900, 'The wallet is disconnected from every chain'))
    },
    clearRequests() {
      requests.length = 0
    },
  }
  // A provider says `connect` once it can serve its chain; pages that listen at once hear it.
  queueMicrotask(() => emit('connect', { chainId: numberToHex(state.chainId) }))
  return { provider, control }
}
