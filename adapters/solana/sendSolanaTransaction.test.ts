import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter, WalletError } from 'airlock'
import type { SolanaTestWalletOptions } from '../../test/e2e/wallets/createSolanaTestWallet.js'
import { useSolanaWalletHarness } from '../../test/e2e/wallets/useSolanaWalletHarness.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'

// Sending goes through the whole adapter (connect, send, confirm) against the real local
// chain, since what matters is what lands on it.
const fee = 5_000n
const harness = useSolanaWalletHarness()

async function connected(index: number, options: Partial<SolanaTestWalletOptions> = {}) {
  const wallet = harness.installWallet(index, options)
  const adapter: ChainAdapter = createSolanaAdapter(harness.airlock)
  await adapter.connect(harness.walletId, harness.network)
  wallet.control.clearRequests()
  return { wallet, adapter }
}
const rejectionOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as WalletError)

describe('sendSolanaTransaction (through the adapter)', () => {
  it('default: a SOL transfer is signed and sent by the wallet for solana:localnet and confirmed', async () => {
    const { wallet, adapter } = await connected(1)
    const to = Keypair.generate().publicKey.toBase58()
    const before = await harness.lamports(harness.address(1))
    const signature = await adapter.sendTransaction({ to, value: 1_250_000_000n }, harness.network)
    expect(await adapter.waitForTransaction(signature, harness.network)).toEqual({ status: 'success' })
    expect(await harness.lamports(to)).toBe(1_250_000_000n)
    expect(await harness.lamports(harness.address(1))).toBe(before - 1_250_000_000n - fee)
    expect(wallet.control.requests).toEqual([{ feature: 'solana:signAndSendTransaction', chain: 'solana:localnet' }])
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  })

  it("default: an SPL transfer creates the receiver's token account, then reuses it", async () => {
    const { adapter } = await connected(2)
    const to = Keypair.generate().publicKey.toBase58()
    const before = await harness.dusd(harness.address(2))
    expect(await harness.dusd(to)).toBeUndefined()
    const first = await adapter.sendTransaction({ to, value: 12_500_000n, token: harness.chain.devnet.tokenMint }, harness.network)
    expect(await adapter.waitForTransaction(first, harness.network)).toEqual({ status: 'success' })
    expect(await harness.dusd(to)).toBe(12_500_000n)

    // A CAIP-10 token address, as the API lists tokens, names the same mint.
    const token = `${harness.network.caipNetworkId}:${harness.chain.devnet.tokenMint}`
    const second = await adapter.sendTransaction({ to, value: 500_000n, token }, harness.network)
    await adapter.waitForTransaction(second, harness.network)
    expect(await harness.dusd(to)).toBe(13_000_000n)
    expect(await harness.dusd(harness.address(2))).toBe(before! - 13_000_000n)
    const { result } = await harness.chain.rpc('getTransaction', [second, { encoding: 'json', commitment: 'confirmed' }])
    expect(result.transaction.message.instructions).toHaveLength(1)
  })

  it('behavior: a wallet that only signs has the transaction sent through the app\'s node', async () => {
    const { wallet, adapter } = await connected(3, { without: ['solana:signAndSendTransaction'] })
    const to = Keypair.generate().publicKey.toBase58()
    const signature = await adapter.sendTransaction({ to, value: 3_000_000n }, harness.network)
    expect(await adapter.waitForTransaction(signature, harness.network)).toEqual({ status: 'success' })
    expect(await harness.lamports(to)).toBe(3_000_000n)
    expect(wallet.control.requests).toEqual([{ feature: 'solana:signTransaction', chain: 'solana:localnet' }])
  })

  it('behavior: waitForTransaction confirms a signature the adapter did not send', async () => {
    const signature = await harness.chain.connection.requestAirdrop(Keypair.generate().publicKey, 1_000_000)
    expect(await createSolanaAdapter(harness.airlock).waitForTransaction(signature, harness.network)).toEqual({ status: 'success' })
  })

  it('error: a declined send is USER_REJECTED and nothing moves', async () => {
    const { wallet, adapter } = await connected(4)
    const before = await harness.lamports(harness.address(4))
    wallet.control.rejectNext('solana:signAndSendTransaction')
    const error = await rejectionOf(adapter.sendTransaction({ to: harness.address(1), value: 1n }, harness.network))
    expect(error?.code).toBe('USER_REJECTED')
    expect(await harness.lamports(harness.address(4))).toBe(before)
  })

  it('error: more than the balance is WALLET_ERROR, as is a mint that is not a token', async () => {
    const { adapter } = await connected(4)
    const tooMuch = (await harness.lamports(harness.address(4))) + 1n
    expect((await rejectionOf(adapter.sendTransaction({ to: harness.address(1), value: tooMuch }, harness.network)))?.code).toBe('WALLET_ERROR')
    const notAMint = await rejectionOf(adapter.sendTransaction({ to: harness.address(1), value: 1n, token: harness.address(0) }, harness.network))
    expect(notAMint?.code).toBe('WALLET_ERROR')
    expect((notAMint?.cause as Error).message).toContain('is not a token mint')
  })

  it('error: call data is UNSUPPORTED_METHOD, and sending with no wallet connected is WALLET_DISCONNECTED', async () => {
    const { adapter } = await connected(4)
    expect((await rejectionOf(adapter.sendTransaction({ to: harness.address(1), data: '0x00' }, harness.network)))?.code).toBe('UNSUPPORTED_METHOD')
    await adapter.disconnect()
    expect((await rejectionOf(adapter.sendTransaction({ to: harness.address(1), value: 1n }, harness.network)))?.code).toBe('WALLET_DISCONNECTED')
  })
})
