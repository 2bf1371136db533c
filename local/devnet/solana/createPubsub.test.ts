import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction, type AccountInfo } from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { connectTestDevnet, type TestDevnet } from './connectTestDevnet.js'

let t: TestDevnet
beforeEach(async () => {
  t = await connectTestDevnet()
})
afterEach(() => t.devnet.stop())

function transfer(to: Keypair['publicKey'], lamports: number): Promise<string> {
  const from = t.wallets[0]!
  return sendAndConfirmTransaction(t.connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })), [from])
}

/** A raw socket that collects every message, for what web3.js does not expose. */
async function openSocket() {
  const socket = new WebSocket(t.devnet.wsUrl)
  const messages: any[] = []
  socket.on('message', (data) => messages.push(JSON.parse(String(data))))
  await new Promise((resolve) => socket.once('open', resolve))
  const next = async (predicate: (message: any) => boolean) => {
    for (let waited = 0; waited < 2000; waited += 10) {
      const found = messages.find(predicate)
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error('no such message')
  }
  return { socket, messages, next }
}

describe('createPubsub', () => {
  it('default: accountSubscribe reports a watched balance as it changes', async () => {
    const watched = Keypair.generate().publicKey
    const seen: AccountInfo<Buffer>[] = []
    const id = t.connection.onAccountChange(watched, (info) => seen.push(info), { commitment: 'confirmed' })
    // web3.js subscribes in the background; transfer until the subscription is live.
    let sent = 0
    while (seen.length === 0 && sent < 50) {
      await transfer(watched, LAMPORTS_PER_SOL)
      sent++
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(seen.at(-1)?.lamports).toBe(sent * LAMPORTS_PER_SOL)
    await transfer(watched, LAMPORTS_PER_SOL)
    await expect.poll(() => seen.at(-1)?.lamports).toBe((sent + 1) * LAMPORTS_PER_SOL)
    await t.connection.removeAccountChangeListener(id)
  })

  it('behavior: after accountUnsubscribe no more notifications arrive', async () => {
    const watched = Keypair.generate().publicKey
    const { socket, messages, next } = await openSocket()
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'accountSubscribe', params: [watched.toBase58(), { encoding: 'base64' }] }))
    const { result: subscription } = await next((m) => m.id === 1)
    await transfer(watched, 1_000_000)
    const first = await next((m) => m.method === 'accountNotification')
    expect(first.params).toMatchObject({ subscription, result: { value: { lamports: 1_000_000 } } })
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'accountUnsubscribe', params: [subscription] }))
    expect((await next((m) => m.id === 2)).result).toBe(true)
    await transfer(watched, 1_000_000)
    expect(messages.filter((m) => m.method === 'accountNotification')).toHaveLength(1)
    socket.close()
  })

  it('behavior: signatureSubscribe for an already landed transaction answers at once', async () => {
    const signature = await transfer(Keypair.generate().publicKey, 1_000_000)
    const { socket, next } = await openSocket()
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] }))
    const { result: subscription } = await next((m) => m.id === 1)
    const notification = await next((m) => m.method === 'signatureNotification')
    expect(notification.params).toMatchObject({ subscription, result: { value: { err: null } } })
    socket.close()
  })

  it('behavior: a client\'s ping notification gets no reply and slotSubscribe follows new slots', async () => {
    const { socket, messages, next } = await openSocket()
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }))
    await next((m) => m.id === 1)
    await transfer(Keypair.generate().publicKey, 1_000_000)
    const slot = await next((m) => m.method === 'slotNotification')
    expect(slot.params.result.slot).toBe(await t.connection.getSlot())
    expect(messages.filter((m) => m.id === undefined && m.method === undefined)).toEqual([])
    socket.close()
  })

  it('error: an unknown method or subscription id gets a JSON-RPC error', async () => {
    const { socket, next } = await openSocket()
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'voteSubscribe' }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [999] }))
    socket.send('not json')
    expect((await next((m) => m.id === 1)).error.code).toBe(-32601)
    expect((await next((m) => m.id === 2)).error).toEqual({ code: -32602, message: 'Invalid subscription id.' })
    expect((await next((m) => m.id === null)).error.code).toBe(-32700)
    socket.close()
  })

  it('behavior: stop closes sockets with code 1000 so clients do not reconnect', async () => {
    const { socket } = await openSocket()
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))
    await t.devnet.stop()
    expect(await closed).toBe(1000)
  })
})
