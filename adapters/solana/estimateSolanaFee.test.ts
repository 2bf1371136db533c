import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter, WalletError } from 'airlock'
import { useSolanaWalletHarness } from '../../test/e2e/wallets/useSolanaWalletHarness.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'

// Estimated through the adapter, then checked against what the real local chain charges.
const harness = useSolanaWalletHarness()

async function connected(index: number): Promise<ChainAdapter> {
  harness.installWallet(index)
  const adapter = createSolanaAdapter(harness.airlock)
  await adapter.connect(harness.walletId, harness.network)
  return adapter
}

async function spentOn(adapter: ChainAdapter, from: string, request: Parameters<ChainAdapter['sendTransaction']>[0]) {
  const before = await harness.lamports(from)
  await adapter.waitForTransaction(await adapter.sendTransaction(request, harness.network), harness.network)
  return before - (await harness.lamports(from))
}

describe('estimateSolanaFee (through the adapter)', () => {
  it('default: a SOL transfer costs exactly the estimate on top of its value', async () => {
    const adapter = await connected(1)
    const request = { to: Keypair.generate().publicKey.toBase58(), value: 7_000_000n }
    const estimate = await adapter.estimateFee!(request, harness.network)
    expect(estimate).toEqual({ value: 5_000n, decimals: 9, symbol: 'SOL' })
    expect(await spentOn(adapter, harness.address(1), request)).toBe(request.value + estimate.value)
  })

  it("behavior: an SPL transfer to a new holder includes the rent of the holder's token account", async () => {
    const adapter = await connected(2)
    const request = { to: Keypair.generate().publicKey.toBase58(), value: 1_000_000n, token: harness.chain.devnet.tokenMint }
    const estimate = await adapter.estimateFee!(request, harness.network)
    const rent = BigInt(await harness.chain.connection.getMinimumBalanceForRentExemption(165))
    expect(estimate.value).toBe(5_000n + rent)
    expect(await spentOn(adapter, harness.address(2), request)).toBe(estimate.value)
    // Now the holder has an account: only the fee is left.
    expect((await adapter.estimateFee!(request, harness.network)).value).toBe(5_000n)
  })

  it('error: with no wallet connected there is no one to estimate for (WALLET_DISCONNECTED)', async () => {
    const estimate = createSolanaAdapter(harness.airlock).estimateFee!({ to: harness.address(1), value: 1n }, harness.network)
    const error = await estimate.then(() => undefined, (failure: unknown) => failure as WalletError)
    expect(error?.code).toBe('WALLET_DISCONNECTED')
  })
})
