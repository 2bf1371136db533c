import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  type PublicKey,
} from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { base58 } from './base58.js'
import { connectTestDevnet, type TestDevnet } from './connectTestDevnet.js'

let t: TestDevnet
beforeEach(async () => {
  t = await connectTestDevnet()
})
afterEach(() => t.devnet.stop())

async function signedTransfer(to: PublicKey, lamports: number, ...extra: Parameters<Transaction['add']>): Promise<Transaction> {
  const payer = t.wallets[0]!
  const transaction = new Transaction({ feePayer: payer.publicKey, ...(await t.connection.getLatestBlockhash()) })
  transaction.add(...extra, SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }))
  transaction.sign(payer)
  return transaction
}

describe('transactionMethods', () => {
  it('default: sendTransaction takes base58 as the validator default and returns the signature', async () => {
    const receiver = Keypair.generate().publicKey
    const transaction = await signedTransfer(receiver, 1_000_000)
    const { result } = await t.rpc('sendTransaction', [base58.encode(transaction.serialize())])
    expect(result).toBe(base58.encode(transaction.signature!))
    const statuses = await t.connection.getSignatureStatuses([result, '1'.repeat(64)])
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized', confirmations: null })
    expect(statuses.value[1]).toBeNull()
    expect(await t.connection.getBalance(receiver)).toBe(1_000_000)
  })

  it('behavior: simulateTransaction reports logs and post-state without changing anything', async () => {
    const receiver = Keypair.generate().publicKey
    const transaction = await signedTransfer(receiver, LAMPORTS_PER_SOL)
    const { value } = await t.connection.simulateTransaction(transaction, undefined, [receiver])
    expect(value.err).toBeNull()
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL)
    expect(value.unitsConsumed).toBeGreaterThan(0)
    expect(await t.connection.getBalance(receiver)).toBe(0)
    expect(await t.connection.getSlot()).toBe(0)
  })

  it('behavior: simulating an unsigned transaction works when sigVerify is off', async () => {
    const payer = t.wallets[0]!
    const transaction = new Transaction({ feePayer: payer.publicKey, ...(await t.connection.getLatestBlockhash()) })
    transaction.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 10 * 1_000 * LAMPORTS_PER_SOL }))
    const { value } = await t.connection.simulateTransaction(transaction)
    expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(value.logs).toContainEqual(expect.stringContaining('insufficient lamports'))
  })

  it('behavior: getFeeForMessage matches the fee charged, priority fee included', async () => {
    const priority = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2_000_000 }),
    ]
    const transaction = await signedTransfer(Keypair.generate().publicKey, 1_000_000, ...priority)
    const { value: quoted } = await t.connection.getFeeForMessage(transaction.compileMessage())
    expect(quoted).toBe(5000 + 100_000)
    await t.connection.sendRawTransaction(transaction.serialize())
    expect(await t.connection.getBalance(t.wallets[0]!.publicKey)).toBe(1_000 * LAMPORTS_PER_SOL - 1_000_000 - quoted!)
    const fees = await t.connection.getRecentPrioritizationFees()
    expect(fees).toEqual([{ slot: 1, prioritizationFee: 2_000_000 }])
  })

  it('behavior: every getLatestBlockhash is fresh and valid, so equal transfers get distinct signatures', async () => {
    const first = await t.connection.getLatestBlockhash()
    const second = await t.connection.getLatestBlockhash()
    expect(first.blockhash).not.toBe(second.blockhash)
    expect(first.lastValidBlockHeight).toBe(150)
    expect((await t.connection.isBlockhashValid(first.blockhash)).value).toBe(true)
    expect((await t.connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(false)
  })

  it('error: resending a landed transaction is rejected as already processed', async () => {
    const transaction = await signedTransfer(Keypair.generate().publicKey, 1_000_000)
    const wire = transaction.serialize().toString('base64')
    expect((await t.rpc('sendTransaction', [wire, { encoding: 'base64' }])).error).toBeUndefined()
    const { error } = await t.rpc('sendTransaction', [wire, { encoding: 'base64' }])
    expect(error).toMatchObject({ code: -32002, data: { err: 'AlreadyProcessed' } })
  })

  it('error: a bad signature is -32003; garbage bytes or an unknown encoding are -32602', async () => {
    const transaction = await signedTransfer(Keypair.generate().publicKey, 1_000_000)
    const wire = transaction.serialize()
    wire[1]! ^= 0xff // inside the first signature
    expect((await t.rpc('sendTransaction', [wire.toString('base64'), { encoding: 'base64' }])).error?.code).toBe(-32003)
    expect((await t.rpc('sendTransaction', ['AAAA', { encoding: 'base64' }])).error?.code).toBe(-32602)
    expect((await t.rpc('sendTransaction', ['abc', { encoding: 'hex' }])).error?.code).toBe(-32602)
    expect((await t.rpc('simulateTransaction', ['abc', { sigVerify: true, replaceRecentBlockhash: true }])).error?.code).toBe(-32602)
  })

  it('error: a fee payer with no SOL gets the validator\'s account-not-found error even without preflight', async () => {
    const broke = Keypair.generate()
    const transaction = new Transaction({ feePayer: broke.publicKey, ...(await t.connection.getLatestBlockhash()) })
    transaction.add(SystemProgram.transfer({ fromPubkey: broke.publicKey, toPubkey: t.wallets[0]!.publicKey, lamports: 1 }))
    transaction.sign(broke)
    const wire = transaction.serialize().toString('base64')
    const { error } = await t.rpc('sendTransaction', [wire, { encoding: 'base64', skipPreflight: true }])
    expect(error).toMatchObject({ code: -32002, data: { err: 'AccountNotFound' } })
    expect(error?.message).toContain('Attempt to debit an account but found no record of a prior credit.')
    expect(await t.connection.getSignaturesForAddress(broke.publicKey)).toEqual([])
  })
})
