import { beforeAll, describe, expect, test } from 'vitest'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction as SolanaTx, sendAndConfirmTransaction } from '@solana/web3.js'
import { getOrCreateAssociatedTokenAccount, transfer } from '@solana/spl-token'
import { hasSolanaDevnet } from './testing/startTestSolana.js'
import { useSolanaApi } from './testing/useSolanaApi.js'
import type { Transaction } from './history/Transaction.js'
import type { Balance } from './balances/Balance.js'
import { connectLiveSocket } from './testing/connectLiveSocket.js'

describe.skipIf(!hasSolanaDevnet)('API on the local Solana chain', () => {
  const { sol, api, call, connection, payer, receiver, projectId } = useSolanaApi('sol')
  beforeAll(async () => {
    const tx = new SolanaTx().add(SystemProgram.transfer({ fromPubkey: payer().publicKey, toPubkey: receiver.publicKey, lamports: 2 * LAMPORTS_PER_SOL }))
    await sendAndConfirmTransaction(connection(), tx, [payer()])
    const mint = new PublicKey(sol().tokenMint)
    const from = await getOrCreateAssociatedTokenAccount(connection(), payer(), mint, payer().publicKey)
    const to = await getOrCreateAssociatedTokenAccount(connection(), payer(), mint, receiver.publicKey)
    await transfer(connection(), payer(), from.address, to.address, payer(), 12_500_000n)
  }, 60_000)

  test('default: SOL and DUSD balances are read from the node', async () => {
    const body = (await (await call(`/v1/account/${receiver.publicKey.toBase58()}/balance`, { query: { chainId: sol().caipNetworkId } })).json()) as { balances: Balance[] }
    expect(body.balances[0]).toMatchObject({ symbol: 'SOL', quantity: { decimals: '9', numeric: '2' }, price: 150, value: 300 })
    expect(body.balances[1]).toMatchObject({ symbol: 'DUSD', address: `${sol().caipNetworkId}:${sol().tokenMint}`, quantity: { decimals: '6', numeric: '12.5' }, value: 12.5 })
  })

  test('default: history shows the receiver what came in and the sender what went out', async () => {
    const mine = (await (await call(`/v1/account/${receiver.publicKey.toBase58()}/history`)).json()) as { data: Transaction[]; next: string | null }
    expect(mine.next).toBeNull()
    // Newest first: the DUSD transfer, the payer opening the receiver's token account, the SOL.
    expect(mine.data.map((t) => t.metadata.operationType)).toEqual(['receive', 'execute', 'receive'])
    expect(mine.data[0]!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '12.5' }, fungible_info: expect.objectContaining({ symbol: 'DUSD' }) })])
    expect(mine.data[2]!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '2' }, value: 300 })])
    expect(mine.data[2]!.metadata).toMatchObject({ chain: sol().caipNetworkId, status: 'confirmed', sentFrom: payer().publicKey.toBase58(), sentTo: receiver.publicKey.toBase58() })
    const theirs = (await (await call(`/v1/account/${payer().publicKey.toBase58()}/history`)).json()) as { data: Transaction[] }
    const sent = theirs.data.find((t) => t.id === mine.data[2]!.id)
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '2' } })
  })

  test('behavior: a websocket subscriber to a Solana account is pushed new activity', async () => {
    const live = await connectLiveSocket(api().url)
    try {
      await live.request('login', { projectId })
      const account = `${sol().caipNetworkId}:${receiver.publicKey.toBase58()}`
      const { result: subscription } = await live.request('subscribe', { topic: `account:${account}` })
      const tx = new SolanaTx().add(SystemProgram.transfer({ fromPubkey: payer().publicKey, toPubkey: receiver.publicKey, lamports: 1000 }))
      const signature = await sendAndConfirmTransaction(connection(), tx, [payer()])
      const push = await live.waitForPush((m) => m.params?.result.hash === signature)
      expect(push.params).toEqual({ subscription, result: { kind: 'activity', account, chainId: sol().caipNetworkId, hash: signature } })
      expect(await (await call('/v1/supported-chains')).json()).toEqual({ http: [sol().caipNetworkId], ws: [sol().caipNetworkId] })
    } finally {
      live.close()
    }
  })

  test("error: a cursor that is not a signature is a 400 naming 'cursor'", async () => {
    const res = await call(`/v1/account/${receiver.publicKey.toBase58()}/history`, { query: { cursor: 'nope' } })
    expect(await res.json()).toMatchObject({ field: 'cursor' })
  })
})
