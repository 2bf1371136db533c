import {
  AddressLookupTableProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
  type AddressLookupTableAccount,
} from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectTestDevnet, type TestDevnet } from './connectTestDevnet.js'

const memoProgram = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

let t: TestDevnet
beforeEach(async () => {
  t = await connectTestDevnet()
})
afterEach(() => t.devnet.stop())

async function sendV0(instructions: TransactionInstruction[], tables: AddressLookupTableAccount[] = []): Promise<string> {
  const payer = t.wallets[0]!
  const { blockhash } = await t.connection.getLatestBlockhash()
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions })
  const transaction = new VersionedTransaction(message.compileToV0Message(tables))
  transaction.sign([payer])
  const signature = await t.connection.sendTransaction(transaction)
  await t.connection.confirmTransaction({ signature, ...(await t.connection.getLatestBlockhash()) })
  return signature
}

describe('historyMethods', () => {
  it('default: getTransaction in base64 returns the exact wire bytes that were sent', async () => {
    const [payer] = t.wallets
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer!.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 }))
    const signature = await sendAndConfirmTransaction(t.connection, transaction, [payer!])
    const { result } = await t.rpc('getTransaction', [signature, { encoding: 'base64' }])
    expect(result.transaction).toEqual([transaction.serialize().toString('base64'), 'base64'])
    expect(result.meta.status).toEqual({ Ok: null })
    expect(result).not.toHaveProperty('version')
  })

  it('behavior: a v0 transaction through a lookup table reports its loaded addresses and balances', async () => {
    const payer = t.wallets[0]!
    const receivers = [Keypair.generate().publicKey, Keypair.generate().publicKey]
    const [create, table] = AddressLookupTableProgram.createLookupTable({ authority: payer.publicKey, payer: payer.publicKey, recentSlot: await t.connection.getSlot() })
    const extend = AddressLookupTableProgram.extendLookupTable({ payer: payer.publicKey, authority: payer.publicKey, lookupTable: table, addresses: receivers })
    await sendV0([create, extend])
    const lookupTable = (await t.connection.getAddressLookupTable(table)).value!
    const transfers = receivers.map((toPubkey) => SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey, lamports: LAMPORTS_PER_SOL }))
    const signature = await sendV0(transfers, [lookupTable])

    const fetched = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(fetched!.version).toBe(0)
    expect(fetched!.meta!.loadedAddresses!.writable.map(String)).toEqual(receivers.map(String))
    expect(fetched!.meta!.postBalances.slice(-2)).toEqual([LAMPORTS_PER_SOL, LAMPORTS_PER_SOL])
    const parsed = await t.connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const sources = parsed!.transaction.message.accountKeys.map((key) => key.source)
    expect(sources.slice(-2)).toEqual(['lookupTable', 'lookupTable'])
    expect((await t.connection.getSignaturesForAddress(receivers[1]!))[0]!.signature).toBe(signature)
  })

  it('behavior: memos show in getSignaturesForAddress and as parsed text', async () => {
    const [payer] = t.wallets
    const memo = new TransactionInstruction({ programId: memoProgram, keys: [{ pubkey: payer!.publicKey, isSigner: true, isWritable: false }], data: Buffer.from('coffee ☕') })
    const signature = await sendAndConfirmTransaction(t.connection, new Transaction().add(memo), [payer!])
    const [entry] = await t.connection.getSignaturesForAddress(payer!.publicKey)
    expect(entry).toMatchObject({ signature, memo: '[10] coffee ☕', err: null })
    const parsed = await t.connection.getParsedTransaction(signature)
    expect(parsed!.transaction.message.instructions[0]).toMatchObject({ program: 'spl-memo', parsed: 'coffee ☕' })
  })

  it('behavior: a transaction sent with skipPreflight that fails lands with its error and fee', async () => {
    const [payer] = t.wallets
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer!.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5_000 * LAMPORTS_PER_SOL }))
    const signature = await t.connection.sendTransaction(transaction, [payer!], { skipPreflight: true })
    const confirmation = await t.connection.confirmTransaction({ signature, ...(await t.connection.getLatestBlockhash()) })
    expect(confirmation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await t.connection.getBalance(payer!.publicKey)).toBe(1_000 * LAMPORTS_PER_SOL - 5000)
    const [entry] = await t.connection.getSignaturesForAddress(payer!.publicKey)
    expect(entry).toMatchObject({ signature, err: { InstructionError: [0, { Custom: 1 }] } })
    const fetched = await t.connection.getTransaction(signature)
    expect(fetched!.meta!.logMessages).toContainEqual(expect.stringContaining('insufficient lamports'))
  })

  it('error: a v0 transaction without maxSupportedTransactionVersion is -32015', async () => {
    const [payer] = t.wallets
    const signature = await sendV0([SystemProgram.transfer({ fromPubkey: payer!.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 })])
    const { error } = await t.rpc('getTransaction', [signature, { encoding: 'json' }])
    expect(error?.code).toBe(-32015)
  })

  it('error: bad history params are -32602 and an unknown signature is null', async () => {
    const address = t.devnet.accounts[0]!.publicKey
    expect((await t.rpc('getSignaturesForAddress', [address, { limit: 1001 }])).error?.code).toBe(-32602)
    expect((await t.rpc('getSignaturesForAddress', [address, { before: 'abc' }])).error?.code).toBe(-32602)
    expect((await t.rpc('getTransaction', ['1'.repeat(64), { encoding: 'xml' }])).error?.code).toBe(-32602)
    expect(await t.connection.getTransaction('1'.repeat(64))).toBeNull()
  })
})
