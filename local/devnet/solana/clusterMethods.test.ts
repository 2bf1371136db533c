import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectTestDevnet, type TestDevnet } from './connectTestDevnet.js'

let t: TestDevnet
beforeEach(async () => {
  t = await connectTestDevnet()
})
afterEach(() => t.devnet.stop())

describe('clusterMethods', () => {
  it('default: a fresh chain is at slot 0 of epoch 0 and reports a version', async () => {
    expect(await t.connection.getSlot()).toBe(0)
    expect(await t.connection.getBlockHeight()).toBe(0)
    expect(await t.connection.getVersion()).toEqual({ 'solana-core': '2.2.0' })
    expect(await t.connection.getEpochInfo()).toEqual({
      absoluteSlot: 0, blockHeight: 0, epoch: 0, slotIndex: 0, slotsInEpoch: 432_000, transactionCount: 0,
    })
    expect(await t.connection.getRecentPrioritizationFees()).toEqual([])
  })

  it('behavior: each landed transaction advances slot, block height and block time', async () => {
    const payer = t.wallets[0]!
    const send = () => sendAndConfirmTransaction(t.connection, new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    ), [payer])
    await send()
    await send()
    expect(await t.connection.getSlot()).toBe(2)
    expect(await t.connection.getBlockHeight()).toBe(2)
    expect(await t.connection.getTransactionCount()).toBe(2)
    const [newest] = await t.connection.getSignaturesForAddress(payer.publicKey, { limit: 1 })
    expect(newest!.slot).toBe(2)
    expect(Math.abs(newest!.blockTime! - Date.now() / 1000)).toBeLessThan(60)
  })

  it('behavior: rent exemption comes from the chain\'s rent sysvar', async () => {
    expect(await t.connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    expect(await t.connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
  })

  it('error: getFeeForMessage with bytes that are not a message is -32602', async () => {
    expect((await t.rpc('getFeeForMessage', ['AAAA'])).error?.code).toBe(-32602)
    expect((await t.rpc('isBlockhashValid', [])).error?.code).toBe(-32602)
  })
})
