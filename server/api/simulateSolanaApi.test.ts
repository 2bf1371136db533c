import { describe, expect, test } from 'vitest'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import type { Simulation } from '../../services/simulation/Simulation.js'
import { jsonBody } from './testing/createApiClient.js'
import { hasSolanaDevnet } from './testing/startTestSolana.js'
import { useSolanaApi } from './testing/useSolanaApi.js'

describe.skipIf(!hasSolanaDevnet)('POST /v1/simulate on the local Solana chain (simulateTransaction)', () => {
  const { sol, call, connection, payer, receiver } = useSolanaApi('simsol', { indexer: false })
  const unsigned = async (...instructions: Parameters<Transaction['add']>) => {
    const { blockhash } = await connection().getLatestBlockhash()
    const tx = new Transaction({ feePayer: payer().publicKey, recentBlockhash: blockhash }).add(...instructions)
    return tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
  }
  const simulate = async (transaction: string) =>
    (await (await call('/v1/simulate', jsonBody({ chainId: sol().caipNetworkId, account: payer().publicKey.toBase58(), transaction }))).json()) as Simulation & { field?: string }

  test('default: an SPL send shows −amount of the token (creating the receiver\'s account costs SOL), and nothing changes on chain', async () => {
    const mint = new PublicKey(sol().tokenMint)
    const from = getAssociatedTokenAddressSync(mint, payer().publicKey)
    const to = getAssociatedTokenAddressSync(mint, receiver.publicKey)
    const before = await connection().getTokenAccountBalance(from)
    const body = await simulate(await unsigned(
      createAssociatedTokenAccountIdempotentInstruction(payer().publicKey, to, receiver.publicKey, mint),
      createTransferCheckedInstruction(from, mint, to, payer().publicKey, 2_500_000n, 6),
    ))
    expect(body.method).toBe('simulateTransaction')
    expect(body.status).toBe('success')
    const dusd = body.send.find((c) => c.asset.standard === 'spl')
    expect(dusd).toMatchObject({ amount: '2500000', usd: 2.5, asset: { symbol: 'DUSD', decimals: 6, address: `${sol().caipNetworkId}:${sol().tokenMint}` } })
    // The new account's rent is SOL the payer sends; the fee is not counted as sent.
    expect(body.send.find((c) => c.asset.standard === 'native')?.amount).toBe(String(await connection().getMinimumBalanceForRentExemption(165)))
    expect(body.receive).toEqual([])
    expect(body.warnings).toEqual([])
    expect(Number(body.gasUsed)).toBeGreaterThan(0)
    expect((await connection().getTokenAccountBalance(from)).value.amount).toBe(before.value.amount)
  })

  test('behavior: a SOL send above the balance fails, with the node\'s reason', async () => {
    const body = await simulate(await unsigned(SystemProgram.transfer({ fromPubkey: payer().publicKey, toPubkey: receiver.publicKey, lamports: 10n ** 18n })))
    expect(body.status).toBe('reverted')
    expect(body.revert?.reason).toMatch(/insufficient|0x1/i)
    expect(body.warnings[0]).toMatchObject({ code: 'willFail' })
  })

  test('error: bytes that are not a transaction are a 400 naming it', async () => {
    const body = await simulate(Buffer.from([1, 2, 3]).toString('base64'))
    expect(body.field).toBe('transaction')
  })
})
