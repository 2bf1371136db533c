import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { SolanaSignInFeature } from '@solana/wallet-standard-features'
import { createSignInMessage } from '@solana/wallet-standard-util'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { SolanaWalletFeatures, WalletChange } from '../../../adapters/solana/SolanaWalletFeatures.js'
import { forwardJsonRpc } from './forwardJsonRpc.js'
import { providerRpcError } from './providerRpcError.js'
import { signEd25519 } from './signEd25519.js'
import type { TestWalletStorage } from './openTestWalletState.js'

/** The adapter's features and Sign In With Solana, which the sign-in feature uses when a wallet has it. */
type TestWalletFeatures = SolanaWalletFeatures & SolanaSignInFeature
type FeatureName = keyof TestWalletFeatures

/** Options of {@link createSolanaTestWallet}. */
export interface SolanaTestWalletOptions {
  /** The 64-byte secret key (seed, then public key) of the account the wallet holds at first. */
  secretKey: Uint8Array
  /** RPC URL by wallet-standard chain (`solana:localnet`, a CAIP-2 id): the chains it signs and sends for. */
  chains: Record<IdentifierString, string>
  /** Default 'Airlock Solana Test Wallet'. */
  name?: string
  /** Default: a small purple SVG. */
  icon?: WalletIcon
  /** Features to leave out, to play a wallet that lacks them. Default: none. */
  without?: FeatureName[]
  /** Where the wallet remembers approval and account. Default: memory only. */
  storage?: TestWalletStorage
  /** Default `airlock-solana-test-wallet`. */
  storageKey?: string
}

/** A request the wallet received: the feature, and what it was asked for. */
export interface SolanaRecordedRequest {
  feature: FeatureName
  silent?: boolean
  chain?: string
}

/** What a test does to the wallet instead of a person clicking in it. */
export interface SolanaTestWalletControl {
  readonly address: string
  /** Whether the site is approved (a silent connect answers the account). */
  readonly approved: boolean
  /** Every request received, oldest first (a copy). */
  readonly requests: SolanaRecordedRequest[]
  /** The next `count` requests of `feature` fail as a person declining them: `{ code: 4001 }`. Default count 1. */
  rejectNext(feature: FeatureName, count?: number): void
  /** The next `count` requests of `feature` throw `error` as it is, whatever its shape. Default count 1. */
  failNext(feature: FeatureName, error: unknown, count?: number): void
  /** Selects another account, as a person does in the wallet; emits a change when approved. */
  switchAccount(secretKey: Uint8Array): string
  /** Forgets the site's approval from the wallet's side; emits a change to no accounts. */
  revoke(): void
  clearRequests(): void
}

/** A wallet-standard wallet for tests, and its control. */
export interface SolanaTestWallet {
  wallet: Wallet
  control: SolanaTestWalletControl
}

const defaultIcon: WalletIcon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#7c3aed"/><path d="M28 62h40M28 48h40M28 34h40" stroke="#fff" stroke-width="8" stroke-linecap="round"/></svg>')}`
const allFeatures: FeatureName[] = ['standard:connect', 'standard:disconnect', 'standard:events', 'solana:signIn', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))

/**
 * A Solana browser wallet for tests that speaks the wallet-standard: it signs locally with a
 * secret key (WebCrypto ed25519), sends through the RPC URL of the chain each request names,
 * asks nobody, and remembers the site's approval in `storage` as a real wallet remembers a
 * site. It runs in Node for unit tests and in a page through `solanaInjectedWallet`.
 */
export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const key = options.storageKey ?? 'airlock-solana-test-wallet'
  let stored: { approved?: boolean; secretKey?: number[] } = {}
  try {
    stored = JSON.parse(options.storage?.getItem(key) ?? '{}') ?? {}
  } catch {
    // Unreadable state is forgotten, as a wallet would after a failed migration.
  }
  let approved = stored.approved === true
  let secretKey = stored.secretKey ? Uint8Array.from(stored.secretKey) : options.secretKey
  const save = () => {
    try {
      options.storage?.setItem(key, JSON.stringify({ approved, secretKey: [...secretKey] }))
    } catch {
      // Nothing to remember into; the wallet still works for this page.
    }
  }
  const chains = Object.keys(options.chains) as IdentifierString[]
  const features = allFeatures.filter((name) => !options.without?.includes(name))
  const makeAccount = (): WalletAccount => {
    const publicKey = secretKey.slice(32)
    return Object.freeze({ address: new PublicKey(publicKey).toBase58(), publicKey, chains, features })
  }
  let account = makeAccount()
  let sign = signEd25519(secretKey)
  const listeners = new Set<(change: WalletChange) => void>()
  const failures = new Map<FeatureName, unknown[]>()
  const requests: SolanaRecordedRequest[] = []

  const emit = (change: WalletChange) => {
    for (const listener of [...listeners]) {
      try {
        listener(change)
      } catch {
        // A page's throwing listener must not break the wallet, as in a real one.
      }
    }
  }
  const accounts = () => (approved ? [account] : [])
  // Records the request, then fails it when the test asked for that.
  const receive = (request: SolanaRecordedRequest) => {
    requests.push(request)
    const failure = failures.get(request.feature)?.shift()
    if (failure !== undefined) throw failure
  }
  const authorised = (input: { account: WalletAccount }) => {
    if (!approved || input.account.address !== account.address) throw providerRpcError(4100, 'The requested account has not been authorized by the user')
  }
  const rpcUrl = (chain: string | undefined) => {
    const url = chain ? options.chains[chain as IdentifierString] : Object.values(options.chains)[0]
    if (!url) throw providerRpcError(4901, `The wallet does not know ${chain}`)
    return url
  }
  const signTransaction = async (bytes: Uint8Array) => {
    const transaction = VersionedTransaction.deserialize(bytes)
    const index = transaction.message.staticAccountKeys.findIndex((candidate) => candidate.toBase58() === account.address)
    if (index < 0 || index >= transaction.message.header.numRequiredSignatures) throw providerRpcError(-32602, 'The transaction needs no signature of this account')
    transaction.signatures[index] = await sign(transaction.message.serialize())
    return transaction
  }

  const implementations: TestWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        receive({ feature: 'standard:connect', ...(input?.silent && { silent: true }) })
        if (!approved && !input?.silent) {
          approved = true
          save()
          emit({ accounts: accounts() })
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        receive({ feature: 'standard:disconnect' })
        control.revoke()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    // As wallets do: the message is written from the input with Solana's reference code.
    'solana:signIn': {
      version: '1.0.0',
      async signIn(...inputs) {
        receive({ feature: 'solana:signIn' })
        return Promise.all(
          inputs.map(async (input) => {
            authorised({ account })
            const signedMessage = createSignInMessage({ ...input, domain: input.domain ?? location.host, address: input.address ?? account.address })
            return { account, signedMessage, signature: await sign(signedMessage), signatureType: 'ed25519' as const }
          }),
        )
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        receive({ feature: 'solana:signMessage' })
        return Promise.all(inputs.map(async (input) => (authorised(input), { signedMessage: input.message, signature: await sign(input.message) })))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        receive({ feature: 'solana:signTransaction', ...(inputs[0]?.chain && { chain: inputs[0].chain }) })
        return Promise.all(inputs.map(async (input) => (authorised(input), { signedTransaction: (await signTransaction(input.transaction)).serialize() })))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        receive({ feature: 'solana:signAndSendTransaction', ...(inputs[0]?.chain && { chain: inputs[0].chain }) })
        const outputs = []
        for (const input of inputs) {
          authorised(input)
          const url = rpcUrl(input.chain)
          const transaction = await signTransaction(input.transaction)
          const params = [toBase64(transaction.serialize()), { encoding: 'base64', preflightCommitment: input.options?.preflightCommitment ?? 'confirmed' }]
          try {
            await forwardJsonRpc(url, 'sendTransaction', params)
          } catch (error) {
            // A node's failure reaches the page as the wallet's own internal error.
            throw providerRpcError(-32603, (error as Error).message, error)
          }
          outputs.push({ signature: transaction.signatures[0]! })
        }
        return outputs
      },
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Airlock Solana Test Wallet',
    icon: options.icon ?? defaultIcon,
    chains,
    features: Object.fromEntries(features.map((name) => [name, implementations[name]])),
    get accounts() {
      return accounts()
    },
  }

  const control: SolanaTestWalletControl = {
    get address() {
      return account.address
    },
    get approved() {
      return approved
    },
    get requests() {
      return requests.map((request) => ({ ...request }))
    },
    rejectNext(feature, count = 1) {
      control.failNext(feature, providerRpcError(4001, 'User rejected the request.'), count)
    },
    failNext(feature, error, count = 1) {
      failures.set(feature, [...(failures.get(feature) ?? []), ...Array.from({ length: count }, () => error)])
    },
    switchAccount(next) {
      secretKey = next
      account = makeAccount()
      sign = signEd25519(secretKey)
      save()
      if (approved) emit({ accounts: accounts() })
      return account.address
    },
    revoke() {
      approved = false
      save()
      emit({ accounts: [] })
    },
    clearRequests() {
      requests.length = 0
    },
  }
  return { wallet, control }
}
