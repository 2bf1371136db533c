import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectTestDevnet, type TestDevnet } from './connectTestDevnet.js'

let t: TestDevnet
beforeEach(async () => {
  t = await connectTestDevnet()
})
afterEach(() => t.devnet.stop())

describe('accountMethods', () => {
  it('default: getMultipleAccounts returns accounts in order, null for missing ones', async () => {
    const missing = Keypair.generate().publicKey
    const mint = new PublicKey(t.devnet.tokenMint)
    const [wallet, absent, mintAccount] = await t.connection.getMultipleAccountsInfo([t.wallets[0]!.publicKey, missing, mint])
    expect(wallet?.lamports).toBe(1_000 * LAMPORTS_PER_SOL)
    expect(wallet?.owner.toBase58()).toBe('11111111111111111111111111111111')
    expect(absent).toBeNull()
    expect(mintAccount?.data.length).toBe(82)
    expect(mintAccount?.owner.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
  })

  it('behavior: dataSlice and base58 shape getAccountInfo data', async () => {
    const { result } = await t.rpc('getAccountInfo', [t.devnet.tokenMint, { encoding: 'base64', dataSlice: { offset: 44, length: 1 } }])
    expect(result.value.data).toEqual([Buffer.from([6]).toString('base64'), 'base64']) // the decimals byte
    const base58 = await t.rpc('getAccountInfo', [t.devnet.tokenMint, { encoding: 'base58' }])
    expect(base58.result.value.data[1]).toBe('base58')
    expect(base58.result.value.space).toBe(82)
  })

  it('behavior: a new address has no account until an airdrop funds it', async () => {
    const fresh = Keypair.generate().publicKey
    expect(await t.connection.getAccountInfo(fresh)).toBeNull()
    expect(await t.connection.getBalance(fresh)).toBe(0)
    await t.connection.requestAirdrop(fresh, LAMPORTS_PER_SOL)
    expect(await t.connection.getBalance(fresh)).toBe(LAMPORTS_PER_SOL)
  })

  it('error: an airdrop of nothing or of more than 1,000,000 SOL is -32602; so is an unknown encoding', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    expect((await t.rpc('requestAirdrop', [to, 0])).error?.code).toBe(-32602)
    expect((await t.rpc('requestAirdrop', [to, 1_000_001 * LAMPORTS_PER_SOL])).error?.code).toBe(-32602)
    expect((await t.rpc('getAccountInfo', [to, { encoding: 'base64+zstd' }])).error?.code).toBe(-32602)
    expect((await t.rpc('getMultipleAccounts', [Array(101).fill(to)])).error?.code).toBe(-32602)
  })
})
