import { createPublicKey, verify } from 'node:crypto'
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { type ChainAdapter, sepolia, solanaDevnet, solanaTestnet, WalletError } from 'airlock'
import { base58 } from '../../local/devnet/solana/base58.js'
import type { SolanaTestWallet } from '../../test/e2e/wallets/createSolanaTestWallet.js'
import { signEd25519 } from '../../test/e2e/wallets/signEd25519.js'
import { useSolanaWalletHarness } from '../../test/e2e/wallets/useSolanaWalletHarness.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import bs58 from 'bs58'
import { fromBase64 } from './fromBase64.js'
import { toBase64 } from './toBase64.js'

const harness = useSolanaWalletHarness()

const adapter = (): ChainAdapter => createSolanaAdapter(harness.airlock)
const features = (wallet: SolanaTestWallet) => wallet.control.requests.map((request) => request.feature)
const rejectionOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as WalletError)

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('createSolanaAdapter: connecting', () => {
  it("default: connect returns the granted account on the app's Solana network", async () => {
    const wallet = harness.installWallet(1)
    const result = await adapter().connect(harness.walletId, harness.network)
    expect(result).toEqual({
      address: harness.address(1),
      caipNetworkId: 'solana:4ccnz7ZtnoCjhfMEbJLSfZ1UDr7ZCgSv',
      accounts: [{ namespace: 'solana', address: harness.address(1), type: 'eoa' }],
    })
    expect(wallet.control.requests).toEqual([{ feature: 'standard:connect' }])
  })

  it('rule: on a network of another namespace, connect reports Solana mainnet, for the kernel to call unsupported', async () => {
    harness.installWallet(1)
    expect((await adapter().connect(harness.walletId, sepolia)).caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('behavior: discover lists the wallet, and connect finds it by that id', async () => {
    harness.installWallet(2)
    const solana = adapter()
    const lists: string[][] = []
    const stop = solana.discover((wallets) => lists.push(wallets.map((wallet) => wallet.id)))
    expect(lists).toEqual([[harness.walletId]])
    expect((await solana.connect(harness.walletId, harness.network)).address).toBe(harness.address(2))
    stop()
  })

  it('behavior: reconnect after a reload waits for the wallet and connects silently', async () => {
    const storage = memoryStorage()
    const first = harness.installWallet(3, { storage })
    await adapter().connect(harness.walletId, harness.network)
    expect(first.control.approved).toBe(true)
    harness.reset()

    // The reload: the wallet registers again 300 ms later, remembering the site.
    let reloaded: SolanaTestWallet | undefined
    setTimeout(() => (reloaded = harness.installWallet(3, { storage })), 300)
    const result = await adapter().reconnect(harness.walletId, harness.network)
    expect(result?.address).toBe(harness.address(3))
    expect(reloaded!.control.requests).toEqual([{ feature: 'standard:connect', silent: true }])
  })

  it('behavior: reconnect gives undefined, without a prompt, when the site is not authorised or the wallet is gone', async () => {
    const wallet = harness.installWallet(3)
    expect(await adapter().reconnect(harness.walletId, harness.network)).toBeUndefined()
    expect(wallet.control.approved).toBe(false)
    expect(await adapter().reconnect('wallet-standard:Elsewhere', harness.network)).toBeUndefined()
  })

  it('behavior: account changes are reported, and an empty account list ends the session', async () => {
    const wallet = harness.installWallet(1)
    const solana = adapter()
    const seen: (string | undefined)[] = []
    solana.on('accountsChanged', ({ address }) => seen.push(address))
    await solana.connect(harness.walletId, harness.network)
    wallet.control.switchAccount(harness.chain.devnet.accounts[4]!.secretKey)
    wallet.control.revoke()
    expect(seen).toEqual([harness.address(4), undefined])
    expect((await rejectionOf(solana.signMessage('hi', harness.address(4))))?.code).toBe('WALLET_DISCONNECTED')
  })

  it('behavior: disconnect stops reporting first, then ends the session in the wallet', async () => {
    const wallet = harness.installWallet(1)
    const solana = adapter()
    const seen: unknown[] = []
    solana.on('accountsChanged', (payload) => seen.push(payload))
    await solana.connect(harness.walletId, harness.network)
    await solana.disconnect()
    expect(features(wallet)).toEqual(['standard:connect', 'standard:disconnect'])
    expect(wallet.control.approved).toBe(false)
    expect(seen).toEqual([])
  })

  it('error: a declined connect is USER_REJECTED', async () => {
    const wallet = harness.installWallet(1)
    wallet.control.rejectNext('standard:connect')
    const error = await rejectionOf(adapter().connect(harness.walletId, harness.network))
    expect(error).toBeInstanceOf(WalletError)
    expect(error?.code).toBe('USER_REJECTED')
    expect(error?.shortMessage).toBe('Signature declined')
  })

  it('error: a wallet that is not in the page is WALLET_NOT_FOUND', async () => {
    expect((await rejectionOf(adapter().connect('wallet-standard:Nowhere', harness.network)))?.code).toBe('WALLET_NOT_FOUND')
  })
})

describe('createSolanaAdapter: reading and signing', () => {
  it('default: getBalance reads the lamports from the chain, with SOL and 9 decimals', async () => {
    const { connection } = harness.chain
    const owner = Keypair.generate().publicKey
    await connection.confirmTransaction(await connection.requestAirdrop(owner, 2_500_000_000), 'confirmed')
    expect(await adapter().getBalance(owner.toBase58(), harness.network)).toEqual({ value: 2_500_000_000n, decimals: 9, symbol: 'SOL' })
  })

  it('behavior: the simulation request of a SOL send is the unsigned transfer the send would build, from the connected account, asking the wallet nothing', async () => {
    const wallet = harness.installWallet(3)
    const solana = adapter()
    await solana.connect(harness.walletId, harness.network)
    const asked = wallet.control.requests.length
    const to = Keypair.generate().publicKey.toBase58()
    const request = await solana.simulationRequest!({ to, value: 7_000n }, harness.network)
    expect(request).toMatchObject({ chainId: harness.network.caipNetworkId, account: harness.address(3) })
    const message = VersionedTransaction.deserialize(fromBase64((request as { transaction: string }).transaction)).message
    expect(message.staticAccountKeys.map((key) => key.toBase58()).slice(0, 2)).toEqual([harness.address(3), to])
    expect(wallet.control.requests.length).toBe(asked)
  })

  it("default: signMessage gives the account's base58 ed25519 signature of the UTF-8 text", async () => {
    harness.installWallet(2)
    const solana = adapter()
    await solana.connect(harness.walletId, harness.network)
    const signature = await solana.signMessage('Sign in to Airlock ✓', harness.address(2))
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), new PublicKey(harness.address(2)).toBuffer()])
    const publicKey = createPublicKey({ key: spki, format: 'der', type: 'spki' })
    expect(verify(null, Buffer.from('Sign in to Airlock ✓'), publicKey, base58.decode(signature))).toBe(true)
  })

  it('error: a declined signature is USER_REJECTED; an account the wallet did not grant is UNAUTHORIZED', async () => {
    const wallet = harness.installWallet(2)
    const solana = adapter()
    await solana.connect(harness.walletId, harness.network)
    wallet.control.rejectNext('solana:signMessage')
    expect((await rejectionOf(solana.signMessage('no', harness.address(2))))?.code).toBe('USER_REJECTED')
    expect((await rejectionOf(solana.signMessage('no', harness.address(3))))?.code).toBe('UNAUTHORIZED')
  })

  it('error: getBalance from a node that is down is WALLET_ERROR', async () => {
    const down = { ...harness.network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    expect((await rejectionOf(adapter().getBalance(harness.address(1), down)))?.code).toBe('WALLET_ERROR')
  })
})

/**
 * A WalletConnect session whose solana namespace is answered by dev account `index`, as a
 * wallet on the other side of the relay would: signing for real and sending to the local chain.
 */
function walletConnectSession(index: number) {
  const { secretKey, publicKey } = harness.chain.devnet.accounts[index]!
  const sign = signEd25519(secretKey)
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  const methods: string[] = []
  let released = false
  const chain = harness.network.caipNetworkId
  const chains: string[] = [chain]
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      methods.push(method)
      const input = params as { message?: string; transaction?: string }
      if (method === 'solana_signMessage') return { signature: bs58.encode(await sign(bs58.decode(input.message!))) }
      if (method !== 'solana_signAndSendTransaction') throw Object.assign(new Error('not approved'), { code: 4200 })
      const transaction = VersionedTransaction.deserialize(fromBase64(input.transaction!))
      transaction.signatures[0] = await sign(transaction.message.serialize())
      await harness.chain.rpc('sendTransaction', [toBase64(transaction.serialize()), { encoding: 'base64' }])
      return { signature: bs58.encode(transaction.signatures[0]) }
    },
    on: (event: string, listener: (...args: any[]) => void) => void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: (...args: any[]) => void) => void listeners.get(event)?.delete(listener),
    release: async () => void (released = true),
    // As the session's provider does: the first of the ids the session holds, else 4902.
    useChain(ids: readonly string[]) {
      const target = ids.find((id) => chains.includes(id))
      if (!target) throw Object.assign(new Error(`${ids[0]} is not in the session`), { code: 4902 })
      methods.push(`useChain ${target}`)
      return target
    },
  }
  const session = {
    topic: 'topic',
    peer: { name: 'Remote Wallet', url: 'https://wallet.example', icons: [] },
    namespaces: { solana: { chains: [chain], accounts: [`${chain}:${publicKey}` as const], methods: ['solana_signMessage', 'solana_signAndSendTransaction'], events: [] } },
    provider: (namespace: string) => (namespace === 'solana' ? provider : undefined),
    disconnect: async () => {},
  }
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args))
  return { session, methods, emit, released: () => released }
}

describe('createSolanaAdapter: a WalletConnect session', () => {
  it("default: the adapter adopts the session's solana namespace, signs and sends through it", async () => {
    const remote = walletConnectSession(3)
    const solana = adapter()
    const result = await solana.adoptSession!(remote.session as never, harness.network)
    expect(result).toEqual({ address: harness.address(3), caipNetworkId: harness.network.caipNetworkId, accounts: [{ namespace: 'solana', address: harness.address(3), type: 'eoa' }] })
    expect(base58.decode(await solana.signMessage('hello', harness.address(3)))).toHaveLength(64)
    const to = Keypair.generate().publicKey.toBase58()
    const signature = await solana.sendTransaction({ to, value: 4_000_000n }, harness.network)
    expect(await solana.waitForTransaction(signature, harness.network)).toEqual({ status: 'success' })
    expect(await harness.lamports(to)).toBe(4_000_000n)
    expect(remote.methods).toEqual(['solana_signMessage', 'solana_signAndSendTransaction'])
  })

  it('behavior: the session ending reports no account, and disconnect releases the namespace', async () => {
    const first = walletConnectSession(3)
    const solana = adapter()
    const seen: (string | undefined)[] = []
    solana.on('accountsChanged', ({ address }) => seen.push(address))
    await solana.adoptSession!(first.session as never, harness.network)
    first.emit('disconnect')
    expect(seen).toEqual([undefined])

    const second = walletConnectSession(3)
    await solana.adoptSession!(second.session as never, harness.network)
    await solana.disconnect()
    expect(second.released()).toBe(true)
  })

  it('behavior: switching network moves the session to a chain it holds, under either of its ids', async () => {
    const remote = walletConnectSession(3)
    const solana = adapter()
    await solana.adoptSession!(remote.session as never, harness.network)
    const renamed = { ...solanaDevnet, caipNetworkId: 'solana:Renamed1111111111111111111111' as const, deprecatedCaipNetworkId: harness.network.caipNetworkId }
    await solana.switchNetwork(renamed)
    expect(remote.methods).toEqual([`useChain ${harness.network.caipNetworkId}`])
  })

  it('error: switching to a network the session does not hold is UNRECOGNIZED_CHAIN, and the session stays', async () => {
    const remote = walletConnectSession(3)
    const solana = adapter()
    await solana.adoptSession!(remote.session as never, harness.network)
    await expect(solana.switchNetwork(solanaTestnet)).rejects.toMatchObject({ code: 'UNRECOGNIZED_CHAIN' })
    expect(base58.decode(await solana.signMessage('still here', harness.address(3)))).toHaveLength(64)
  })

  it('rule: a wallet-standard session switches app-side, asking the wallet nothing', async () => {
    const wallet = harness.installWallet(1)
    const solana = adapter()
    await solana.connect(harness.walletId, harness.network)
    await expect(solana.switchNetwork(solanaTestnet)).resolves.toBeUndefined()
    expect(features(wallet)).toEqual(['standard:connect'])
  })

  it('rule: a session without a solana namespace is not adopted', async () => {
    const { session } = walletConnectSession(3)
    expect(await adapter().adoptSession!({ ...session, namespaces: {}, provider: () => undefined } as never, harness.network)).toBeUndefined()
  })
})
