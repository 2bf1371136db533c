import {
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  transferChecked,
} from '@solana/spl-token'
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
  type ParsedInstruction,
  type TokenBalance,
} from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { requestWithHost } from '../../../server/http/testing/requestWithHost.js'
import { connectTestDevnet, type TestDevnet } from './connectTestDevnet.js'
import { startSolanaDevnet } from './startSolanaDevnet.js'

let t: TestDevnet
beforeEach(async () => {
  t = await connectTestDevnet()
})
afterEach(() => t.devnet.stop())

function sendSol(from: Keypair, to: PublicKey, lamports: number): Promise<string> {
  const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
  return sendAndConfirmTransaction(t.connection, transaction, [from])
}

async function sendDusd(from: Keypair, to: PublicKey, amount: bigint): Promise<string> {
  const mint = new PublicKey(t.devnet.tokenMint)
  const source = getAssociatedTokenAddressSync(mint, from.publicKey)
  const destination = await getOrCreateAssociatedTokenAccount(t.connection, from, mint, to)
  return transferChecked(t.connection, from, source, mint, destination.address, from, amount, 6)
}

describe('startSolanaDevnet', () => {
  it('default: five dev accounts hold 1,000 SOL and 10,000 DUSD each on a fixed genesis', async () => {
    const { devnet, connection, wallets } = t
    expect(devnet.genesisHash).toBe('4ccnz7ZtnoCjhfMEbJLSfZ1UDr7ZCgSvnaecKGnndpcT')
    expect(devnet.caipNetworkId).toBe('solana:4ccnz7ZtnoCjhfMEbJLSfZ1UDr7ZCgSv')
    expect(await connection.getGenesisHash()).toBe(devnet.genesisHash)
    expect(devnet.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.wsUrl).toBe(devnet.url.replace('http', 'ws'))
    expect(wallets).toHaveLength(5)
    const mint = new PublicKey(devnet.tokenMint)
    const mintState = await getMint(connection, mint)
    expect(mintState.decimals).toBe(6)
    expect(mintState.supply).toBe(50_000_000_000n)
    expect(mintState.mintAuthority?.toBase58()).toBe(devnet.accounts[0]!.publicKey)
    for (const wallet of wallets) {
      expect(await connection.getBalance(wallet.publicKey)).toBe(1_000 * LAMPORTS_PER_SOL)
      const ata = getAssociatedTokenAddressSync(mint, wallet.publicKey)
      expect((await connection.getTokenAccountBalance(ata)).value.uiAmountString).toBe('10000')
    }
  })

  it('behavior: a SOL transfer confirms with sendAndConfirmTransaction and charges 5,000 lamports', async () => {
    const [sender] = t.wallets
    const receiver = Keypair.generate().publicKey
    const signature = await sendSol(sender!, receiver, 2 * LAMPORTS_PER_SOL)
    expect(await t.connection.getBalance(receiver)).toBe(2 * LAMPORTS_PER_SOL)
    expect(await t.connection.getBalance(sender!.publicKey)).toBe(998 * LAMPORTS_PER_SOL - 5000)
    const status = await t.connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('behavior: an SPL transfer creates the receiver\'s token account and moves DUSD', async () => {
    const [sender] = t.wallets
    const receiver = Keypair.generate().publicKey
    await sendDusd(sender!, receiver, 1_250_000n)
    const mint = new PublicKey(t.devnet.tokenMint)
    const received = await getAccount(t.connection, getAssociatedTokenAddressSync(mint, receiver))
    expect(received.amount).toBe(1_250_000n)
    expect(received.owner.toBase58()).toBe(receiver.toBase58())
    const left = await t.connection.getTokenAccountBalance(getAssociatedTokenAddressSync(mint, sender!.publicKey))
    expect(left.value.uiAmountString).toBe('9998.75')
  })

  it('behavior: history lists both transfers newest first and getTransaction shows what moved', async () => {
    const [sender] = t.wallets
    const receiver = Keypair.generate().publicKey
    const solSignature = await sendSol(sender!, receiver, LAMPORTS_PER_SOL)
    const tokenSignature = await sendDusd(sender!, receiver, 3_000_000n)
    const history = await t.connection.getSignaturesForAddress(sender!.publicKey)
    // getOrCreateAssociatedTokenAccount sent its own transaction between the two.
    expect(history).toHaveLength(3)
    expect(history[0]!.signature).toBe(tokenSignature)
    expect(history[2]!.signature).toBe(solSignature)
    expect(history[0]!.slot).toBeGreaterThan(history[2]!.slot)
    expect(history[0]!.blockTime).toBeGreaterThan(1_700_000_000)

    const sol = await t.connection.getParsedTransaction(solSignature, { maxSupportedTransactionVersion: 0 })
    const solTransfer = sol!.transaction.message.instructions[0] as ParsedInstruction
    expect(solTransfer.parsed).toEqual({
      type: 'transfer',
      info: { source: sender!.publicKey.toBase58(), destination: receiver.toBase58(), lamports: LAMPORTS_PER_SOL },
    })
    expect(sol!.meta!.postBalances[1]! - sol!.meta!.preBalances[1]!).toBe(LAMPORTS_PER_SOL)
    expect(sol!.meta!.fee).toBe(5000)

    const token = await t.connection.getTransaction(tokenSignature, { maxSupportedTransactionVersion: 0 })
    const byOwner = (balances: TokenBalance[] | null | undefined, owner: PublicKey) =>
      balances?.find((balance) => balance.owner === owner.toBase58())?.uiTokenAmount.uiAmountString
    expect(byOwner(token!.meta!.preTokenBalances, receiver)).toBe('0')
    expect(byOwner(token!.meta!.postTokenBalances, receiver)).toBe('3')
    expect(byOwner(token!.meta!.postTokenBalances, sender!.publicKey)).toBe('9997')
    expect(token!.meta!.err).toBeNull()
    expect(token!.slot).toBe(history[0]!.slot)
  })

  it('behavior: requestAirdrop funds a new address and shows in its history', async () => {
    const receiver = Keypair.generate().publicKey
    const signature = await t.connection.requestAirdrop(receiver, 5 * LAMPORTS_PER_SOL)
    const confirmation = await t.connection.confirmTransaction({ signature, ...(await t.connection.getLatestBlockhash()) })
    expect(confirmation.value.err).toBeNull()
    expect(await t.connection.getBalance(receiver)).toBe(5 * LAMPORTS_PER_SOL)
    const history = await t.connection.getSignaturesForAddress(receiver)
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  it('behavior: two devnets run side by side with the same genesis and separate state', async () => {
    const other = await startSolanaDevnet({ port: 0 })
    try {
      expect(other.url).not.toBe(t.devnet.url)
      expect(other.caipNetworkId).toBe(t.devnet.caipNetworkId)
      expect(other.accounts.map((a) => a.publicKey)).toEqual(t.devnet.accounts.map((a) => a.publicKey))
      await sendSol(t.wallets[1]!, t.wallets[2]!.publicKey, LAMPORTS_PER_SOL)
      const response = await fetch(other.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [other.accounts[2]!.publicKey] }),
      })
      const { result } = (await response.json()) as { result: { value: number } }
      expect(result.value).toBe(1_000 * LAMPORTS_PER_SOL)
      expect(await t.connection.getBalance(t.wallets[2]!.publicKey)).toBe(1_001 * LAMPORTS_PER_SOL)
    } finally {
      await other.stop()
    }
  })

  it('behavior: starts in well under a second once loaded', async () => {
    const started = performance.now()
    const devnet = await startSolanaDevnet({ port: 0 })
    const elapsed = performance.now() - started
    await devnet.stop()
    expect(elapsed).toBeLessThan(500)
  })

  it('error: a transfer beyond the balance is a JSON-RPC preflight error carrying the program logs', async () => {
    const [sender] = t.wallets
    const transaction = new Transaction({ feePayer: sender!.publicKey, ...(await t.connection.getLatestBlockhash()) })
    transaction.add(SystemProgram.transfer({ fromPubkey: sender!.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5_000 * LAMPORTS_PER_SOL }))
    transaction.sign(sender!)
    const { error } = await t.rpc('sendTransaction', [transaction.serialize().toString('base64'), { encoding: 'base64' }])
    expect(error?.code).toBe(-32002)
    expect(error?.message).toBe('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1')
    expect(error?.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(error?.data.logs).toContainEqual(expect.stringContaining('Transfer: insufficient lamports'))
    await expect(sendSol(sender!, Keypair.generate().publicKey, 5_000 * LAMPORTS_PER_SOL)).rejects.toBeInstanceOf(SendTransactionError)
    // Nothing landed: no fee taken, no history.
    expect(await t.connection.getBalance(sender!.publicKey)).toBe(1_000 * LAMPORTS_PER_SOL)
    expect(await t.connection.getSignaturesForAddress(sender!.publicKey)).toEqual([])
  })

  it('error: a port already in use rejects', async () => {
    const port = Number(new URL(t.devnet.url).port)
    await expect(startSolanaDevnet({ port })).rejects.toThrow(/EADDRINUSE/)
  })

  it('error: a DNS-rebound Host is refused on JSON-RPC and on pubsub', async () => {
    expect(await requestWithHost(`${t.devnet.url}/health`, 'chain.evil.test:8899')).toEqual({ status: 403, body: 'Host not allowed' })
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(t.devnet.wsUrl, { headers: { host: 'chain.evil.test' } })
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      socket.once('open', () => resolve(101))
    })
    expect(status).toBe(401)
  })
})
