import { createHash, randomBytes } from 'node:crypto'
import { generateKeyPair, signJWT, type Keypair } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type Relay, startRelay } from './startRelay.js'

interface Push {
  id: number
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
}

interface Reply {
  result?: unknown
  error?: { code: number; message: string }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A client identity as the WalletConnect clients hold one: an ed25519 key pair, named by its did:key. */
const newClientKey = () => generateKeyPair()
const jwtFor = (key: Keypair) => signJWT('session', 'ws://127.0.0.1', 3600, key)
const issOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { iss: string }).iss
const newTopic = () => randomBytes(32).toString('hex')

/** A bare relay client: JSON-RPC requests, collected pushes, acks on by default. */
async function connect(url: string, key = newClientKey(), options = { ack: true }) {
  const jwt = await jwtFor(key)
  const clientId = issOf(jwt)
  const socket = new WebSocket(`${url}/?auth=${jwt}&projectId=local`)
  const replies = new Map<string, (reply: Reply) => void>()
  const pushes: Push[] = []
  const waiters: Array<() => void> = []
  let nextId = 1
  let consumed = 0
  socket.on('message', (data) => {
    const payload = JSON.parse(data.toString())
    if (payload.method === 'irn_subscription') {
      pushes.push(payload)
      if (options.ack) socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      waiters.splice(0).forEach((wake) => wake())
    } else replies.get(String(payload.id))?.(payload)
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  return {
    clientId,
    key,
    socket,
    pushes,
    request(method: string, params: unknown) {
      const id = String(nextId++)
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return new Promise<Reply>((resolve) => replies.set(id, resolve))
    },
    /** The oldest push not yet returned, waiting for one if needed. */
    async nextPush(): Promise<Push> {
      while (pushes.length <= consumed) await new Promise<void>((wake) => waiters.push(wake))
      return pushes[consumed++] as Push
    },
    // Anything the relay sent before this reply has arrived once it resolves.
    settle() {
      return this.request('irn_subscribe', { topic: newTopic() })
    },
  }
}

function closeOf(socket: WebSocket) {
  return new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
}

let relay: Relay
beforeAll(async () => {
  // The default heartbeat: one as short as the ping test's would drop a socket whose pong waits
  // behind a busy event loop, which a loaded machine makes of any test here.
  relay = await startRelay({ port: 0 })
})
afterAll(() => relay.stop())

describe('relay socket protocol', () => {
  it('default: subscribe answers sha256(topic + clientId) and a publish reaches the subscriber', async () => {
    const [sender, receiver] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = newTopic()
    const { result: subscriptionId } = await receiver.request('irn_subscribe', { topic })
    expect(subscriptionId).toBe(createHash('sha256').update(topic + receiver.clientId).digest('hex'))

    const published = { topic, message: 'm1', ttl: 300, tag: 1108 }
    expect((await sender.request('irn_publish', published)).result).toBe(true)
    const push = await receiver.nextPush()
    expect(push.params).toMatchObject({ id: subscriptionId, data: { topic, message: 'm1', tag: 1108 } })
    expect(Math.abs(push.params.data.publishedAt - Date.now())).toBeLessThan(5_000)
  })

  it('behavior: a message sent before the receiver subscribes comes on subscribe, once', async () => {
    const [sender, receiver] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = newTopic()
    await sender.request('irn_publish', { topic, message: 'early', ttl: 300, tag: 1100 })

    await receiver.request('irn_batchSubscribe', { topics: [topic] })
    expect((await receiver.nextPush()).params.data.message).toBe('early')

    await receiver.request('irn_unsubscribe', { topic, id: 'x' })
    await receiver.request('irn_subscribe', { topic })
    await receiver.settle()
    expect(receiver.pushes).toHaveLength(1)
  })

  it('behavior: a socket is pushed a message once; answered with an error it comes on the next subscribe, unanswered on the next socket', async () => {
    const sender = await connect(relay.url)
    const receiver = await connect(relay.url, newClientKey(), { ack: false })
    const topic = newTopic()
    await sender.request('irn_publish', { topic, message: 'unacked', ttl: 300 })
    await receiver.request('irn_subscribe', { topic })
    const push = await receiver.nextPush()
    // Subscribed again and fetched while the push is on its way: nothing more.
    await receiver.request('irn_batchSubscribe', { topics: [topic] })
    const fetched = await receiver.request('irn_batchFetchMessages', { topics: [topic] })
    await receiver.settle()
    expect(fetched.result).toMatchObject({ messages: [] })
    expect(receiver.pushes).toHaveLength(1)

    receiver.socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', error: { code: 5000, message: 'busy' } }))
    await receiver.request('irn_subscribe', { topic })
    expect((await receiver.nextPush()).params.data.message).toBe('unacked')

    receiver.socket.close()
    const nextSocket = await connect(relay.url, receiver.key)
    await nextSocket.request('irn_subscribe', { topic })
    expect((await nextSocket.nextPush()).params.data.message).toBe('unacked')
  })

  it('behavior: a client never receives its own message, not even on a second socket', async () => {
    const alice = await connect(relay.url)
    const aliceAgain = await connect(relay.url, alice.key)
    const bob = await connect(relay.url)
    const topic = newTopic()
    for (const client of [alice, aliceAgain, bob]) await client.request('irn_subscribe', { topic })

    const messages = [{ topic, message: 'from alice', ttl: 300 }]
    await alice.request('irn_batchPublish', { messages })
    expect((await bob.nextPush()).params.data.message).toBe('from alice')
    await Promise.all([alice.settle(), aliceAgain.settle()])
    expect([alice.pushes, aliceAgain.pushes]).toEqual([[], []])
  })

  it('behavior: irn_batchFetchMessages returns what is owed and marks it received', async () => {
    const [sender, receiver] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = newTopic()
    await sender.request('irn_publish', { topic, message: 'fetched', ttl: 300, tag: 7 })
    const fetched = await receiver.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toMatchObject({
      hasMore: false,
      messages: [{ topic, message: 'fetched', tag: 7 }],
    })
    await receiver.request('irn_subscribe', { topic })
    await receiver.settle()
    expect(receiver.pushes).toEqual([])
  })

  it('behavior: the relay pings every pingIntervalMs', async () => {
    const pinging = await startRelay({ port: 0, pingIntervalMs: 50 })
    try {
      const client = await connect(pinging.url)
      await expect(new Promise((resolve) => client.socket.once('ping', resolve))).resolves.toBeDefined()
    } finally {
      await pinging.stop()
    }
  })

  it('error: a connection without ?auth= is closed with a reason', async () => {
    const closed = closeOf(new WebSocket(`${relay.url}/?projectId=local`))
    expect(await closed).toEqual({ code: 1008, reason: 'auth: missing ?auth= JWT' })
  })

  it('error: a garbled or expired auth JWT is refused', async () => {
    const garbled = await closeOf(new WebSocket(`${relay.url}/?auth=not-a-jwt`))
    expect(garbled.reason).toBe('auth: not a JWT (three base64url segments)')
    const refusal = async (payload: object) => {
      const jwt = `${base64url({ alg: 'EdDSA' })}.${base64url(payload)}.c2ln`
      return (await closeOf(new WebSocket(`${relay.url}/?auth=${jwt}`))).reason
    }
    expect(await refusal({ sub: 'x' })).toBe('auth: JWT iss is not a did:key')
    const someone = issOf(await jwtFor(newClientKey()))
    expect(await refusal({ iss: someone, exp: 1 })).toBe('auth: JWT expired')
    // A well-formed JWT naming someone else's key, not signed by it: the id cannot be taken.
    expect(await refusal({ iss: someone, exp: 2_000_000_000 })).toBe('auth: JWT is not signed by the key of its did:key')
  })

  it('error: unknown methods, bad params and bad JSON get JSON-RPC errors, the socket lives', async () => {
    const client = await connect(relay.url)
    expect((await client.request('irn_teleport', {})).error).toEqual({
      code: -32601,
      message: 'Unknown method: irn_teleport',
    })
    expect((await client.request('irn_publish', { topic: 'x' })).error).toEqual({
      code: -32602,
      message: 'params.message must be a non-empty string',
    })
    expect((await client.request('toString', {})).error?.code).toBe(-32601)
    const parseError = new Promise((resolve) =>
      client.socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    )
    client.socket.send('{oops')
    expect(await parseError).toMatchObject({ id: null, error: { code: -32700 } })
    const { result } = await client.request('irn_subscribe', { topic: newTopic() })
    expect(result).toMatch(/^[0-9a-f]{64}$/)
  })

  it('error: a message over 256 KiB is refused and never stored', async () => {
    const [sender, receiver] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = newTopic()
    const refused = await sender.request('irn_publish', { topic, message: 'x'.repeat(256 * 1024 + 1), ttl: 300 })
    expect(refused.error).toEqual({ code: -32602, message: 'params.message must be at most 262144 bytes' })
    await receiver.request('irn_subscribe', { topic })
    await receiver.settle()
    expect(receiver.pushes).toEqual([])
  })

  it('error: a client id holds at most 8 sockets; a Host off loopback is refused', async () => {
    const key = newClientKey()
    const sockets = await Promise.all(Array.from({ length: 8 }, () => connect(relay.url, key)))
    const ninth = new WebSocket(`${relay.url}/?auth=${await jwtFor(key)}`)
    expect(await closeOf(ninth)).toEqual({ code: 1008, reason: 'too many connections for this client id' })
    const first = closeOf(sockets[0]!.socket)
    sockets[0]!.socket.close()
    await first
    await expect(connect(relay.url, key)).resolves.toBeDefined()
    const rebound = await new Promise<number>((resolve) => {
      const socket = new WebSocket(relay.url, { headers: { host: 'relay.evil.test' } })
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      socket.once('open', () => resolve(101))
    })
    expect(rebound).toBe(403)
  })
})
