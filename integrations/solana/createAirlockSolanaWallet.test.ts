import { Keypair } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AdapterDescriptor, type ChainAdapter, createAirlock, solana } from 'airlock'
import { createAirlockSolanaWallet } from 'airlock/solana'
import { createWalletConnectSolanaSigner } from '../../adapters/solana/createWalletConnectSolanaSigner.js'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { fakeSolanaSessionProvider } from '../../test/helpers/fakeSolanaSessionProvider.js'

const address = Keypair.generate().publicKey.toBase58()
const signature = bs58.encode(new Uint8Array(64).fill(5))

/** Airlock with a Solana adapter whose connected wallet is a session's, answering signMessage. */
function setup() {
  const session = fakeSolanaSessionProvider({ solana_signMessage: { signature } })
  const signer = createWalletConnectSolanaSigner(session.provider, [address], { name: 'Session Wallet', chains: [solana.caipNetworkId] })
  let connected = false
  const result = { address, caipNetworkId: solana.caipNetworkId, accounts: [{ namespace: 'solana' as const, address, type: 'eoa' as const }] }
  const adapter: ChainAdapter = {
    ...createFakeAdapter().adapter,
    namespace: 'solana',
    connect: async () => ((connected = true), result),
    // The wallet still authorises the site after a reload.
    reconnect: async () => ((connected = true), result),
    disconnect: async () => void (connected = false),
    provider: () => (connected ? signer.wallet : undefined),
  }
  const descriptor: AdapterDescriptor = { name: 'fake-solana', namespace: 'solana', load: async () => () => adapter }
  const airlock = createAirlock({ projectId: 'solana-test', networks: [solana], adapters: [descriptor] })
  airlock.logger.level = 'silent'
  const pick = async () => (await airlock.connection()).connect({ id: 'session', name: 'Session Wallet', namespace: 'solana' })
  return { airlock, wallet: createAirlockSolanaWallet(airlock), pick, session }
}

type Connect = { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
type SignMessage = { signMessage(input: { account: WalletAccount; message: Uint8Array }): Promise<{ signature: Uint8Array }[]> }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createAirlockSolanaWallet', () => {
  it('default: connect opens the modal and answers the account picked there; signMessage goes to that wallet', async () => {
    const { airlock, wallet, pick, session } = setup()
    expect(wallet.accounts).toEqual([])
    const connecting = (wallet.features['standard:connect'] as Connect).connect()
    expect(airlock.modal.state.open).toBe(true)
    await pick()
    airlock.close()
    const { accounts } = await connecting
    expect(accounts.map((account) => account.address)).toEqual([address])
    const message = new TextEncoder().encode('Hello from Airlock')
    const [output] = await (wallet.features['solana:signMessage'] as SignMessage).signMessage({ account: accounts[0]!, message })
    expect(output!.signature).toEqual(bs58.decode(signature))
    expect(session.requests.map((request) => request.method)).toEqual(['solana_signMessage'])
  })

  it('behavior: a silent connect does not open the modal; disconnect and change events follow Airlock', async () => {
    const { airlock, wallet, pick } = setup()
    expect((await (wallet.features['standard:connect'] as Connect).connect({ silent: true })).accounts).toEqual([])
    expect(airlock.modal.state.open).toBe(false)
    const changes: string[][] = []
    ;(wallet.features['standard:events'] as { on(event: 'change', listener: (change: { accounts: WalletAccount[] }) => void): () => void }).on('change', ({ accounts }) =>
      changes.push(accounts.map((account) => account.address)),
    )
    await pick()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await (wallet.features['standard:disconnect'] as { disconnect(): Promise<void> }).disconnect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(changes).toEqual([[address], []])
    expect(airlock.chain.state.accounts.solana?.status ?? 'disconnected').toBe('disconnected')
  })

  it("behavior: after a reload a silent connect waits for Airlock's restore and answers the restored account, without the modal", async () => {
    // One page's storage for both page loads: Airlock restores the session it remembers there.
    const items = new Map<string, string>()
    vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { origin: 'http://127.0.0.1' } }))
    vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) })
    const first = setup()
    await first.pick()
    first.airlock.destroy()
    const { airlock, wallet } = setup()
    const { accounts } = await (wallet.features['standard:connect'] as Connect).connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([address])
    expect(airlock.chain.state.accounts.solana?.status).toBe('connected')
    expect(airlock.modal.state.open).toBe(false)
    airlock.destroy()
  })

  it('behavior: a silent connect with no session to restore answers no account at once', async () => {
    const { airlock, wallet } = setup()
    expect((await (wallet.features['standard:connect'] as Connect).connect({ silent: true })).accounts).toEqual([])
    expect(airlock.chain.state.accounts.solana?.status ?? 'disconnected').toBe('disconnected')
  })

  it('error: closing the modal without a wallet rejects connect as USER_REJECTED', async () => {
    const { airlock, wallet } = setup()
    const connecting = (wallet.features['standard:connect'] as Connect).connect()
    airlock.close()
    await expect(connecting).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})
