import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey, type ParsedAccountData } from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectTestDevnet, type TestDevnet } from './connectTestDevnet.js'

let t: TestDevnet
beforeEach(async () => {
  t = await connectTestDevnet()
})
afterEach(() => t.devnet.stop())

describe('tokenMethods', () => {
  it('default: getParsedTokenAccountsByOwner finds the DUSD account by mint', async () => {
    const owner = t.wallets[1]!.publicKey
    const mint = new PublicKey(t.devnet.tokenMint)
    const { value } = await t.connection.getParsedTokenAccountsByOwner(owner, { mint })
    expect(value).toHaveLength(1)
    expect(value[0]!.pubkey.toBase58()).toBe(getAssociatedTokenAddressSync(mint, owner).toBase58())
    const data = value[0]!.account.data as ParsedAccountData
    expect(data).toMatchObject({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: { mint: mint.toBase58(), owner: owner.toBase58(), state: 'initialized', isNative: false, tokenAmount: { amount: '10000000000', decimals: 6, uiAmountString: '10000' } },
      },
    })
  })

  it('behavior: the programId filter and base64 encoding work too; other programs find nothing', async () => {
    const owner = t.wallets[2]!.publicKey
    const classic = await t.connection.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
    expect(classic.value).toHaveLength(1)
    expect(classic.value[0]!.account.data.length).toBe(165)
    const token2022 = await t.connection.getTokenAccountsByOwner(owner, { programId: TOKEN_2022_PROGRAM_ID })
    expect(token2022.value).toEqual([])
    const stranger = await t.connection.getTokenAccountsByOwner(Keypair.generate().publicKey, { mint: new PublicKey(t.devnet.tokenMint) })
    expect(stranger.value).toEqual([])
  })

  it('behavior: getAccountInfo parses a mint and falls back to base64 for a wallet', async () => {
    const mint = await t.connection.getParsedAccountInfo(new PublicKey(t.devnet.tokenMint))
    expect((mint.value!.data as ParsedAccountData).parsed).toEqual({
      type: 'mint',
      info: { decimals: 6, freezeAuthority: null, isInitialized: true, mintAuthority: t.devnet.accounts[0]!.publicKey, supply: '50000000000' },
    })
    const wallet = await t.connection.getParsedAccountInfo(t.wallets[0]!.publicKey)
    expect(wallet.value!.data).toEqual(Buffer.alloc(0))
    const supply = await t.connection.getTokenSupply(new PublicKey(t.devnet.tokenMint))
    expect(supply.value.uiAmountString).toBe('50000')
  })

  it('error: unknown programs, missing mints and non-token accounts are -32602', async () => {
    const owner = t.devnet.accounts[0]!.publicKey
    const missingMint = Keypair.generate().publicKey.toBase58()
    expect((await t.rpc('getTokenAccountsByOwner', [owner, { programId: '11111111111111111111111111111111' }])).error?.code).toBe(-32602)
    expect((await t.rpc('getTokenAccountsByOwner', [owner, { mint: missingMint }])).error?.message).toMatch(/could not find mint/)
    expect((await t.rpc('getTokenAccountsByOwner', [owner, {}])).error?.code).toBe(-32602)
    expect((await t.rpc('getTokenAccountBalance', [owner])).error?.message).toMatch(/not a Token account/)
  })
})
