import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { parseEther, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSocketClient, type SocketLike } from '../../../services/api/createSocketClient.js'
import { liveSocketUrl } from '../../../services/live/createLiveUpdates.js'
import { createSiwxMessage } from '../../../plugins/siwx/messages/createSiwxMessage.js'
import { formatSiwxMessage } from '../../../plugins/siwx/messages/formatSiwxMessage.js'
import { createDevnetClients } from '../../../local/devnet/evm/createDevnetClients.js'
import { createApiClient, jsonBody } from '../testing/createApiClient.js'
import { runLoad } from '../testing/runLoad.js'
import { APP_ORIGIN, postgresAvailable, useTwoApiProcesses } from '../testing/useTwoApiProcesses.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const freshAddress = () => privateKeyToAccount(`0x${randomBytes(32).toString('hex')}`).address
async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

describe.skipIf(!postgresAvailable)('faults under load: two API processes on one PostgreSQL', { timeout: 120_000 }, () => {
  // The load below comes from one address; its budget is not what these tests are about.
  const t = useTwoApiProcesses({ AIRLOCK_RATE_LIMIT_PER_CLIENT: '1000000/60', AIRLOCK_RATE_LIMIT_SESSIONS: '1000000/60' })
  const on = (url: string) => createApiClient(url, t.projectId)
  const caip = (address: Address) => `eip155:${t.chain.chainId}:${address}`
  const sdk = () => `projectId=${t.projectId}&st=airlock&sv=test`
  const ethOf = async (url: string, address: Address) =>
    ((await (await on(url)(`/v1/account/${caip(address)}/balance`)).json()) as { balances: { quantity: { numeric: string } }[] }).balances[0]!.quantity.numeric
  const indexedUpTo = async () => Number((await t.sql.query('SELECT last_block FROM indexer_cursors')).rows[0]?.last_block ?? -1)

  test('behavior: a chain node restarted: the indexer resumes from its last block, no block missed or counted twice', async () => {
    const receiver = freshAddress()
    expect(await ethOf(t.api.a.url, receiver)).toBe('0') // tracked from now on
    await t.node.pause()
    const { wallet, publicClient } = createDevnetClients(t.chain)
    const hashes: string[] = []
    for (let i = 0; i < 4; i++) hashes.push(await wallet(4).sendTransaction({ to: receiver, value: parseEther('0.1') }))
    await sleep(1500) // the indexer's polls fail meanwhile
    await t.node.resume()
    const head = Number(await publicClient.getBlockNumber())
    await until(async () => (await indexedUpTo()) >= head, 'the index to reach the head')

    const stored = await t.sql.query<{ tx_hash: string; n: number }>(
      'SELECT tx_hash, count(*)::int AS n FROM account_transactions WHERE account = $1 GROUP BY tx_hash', [receiver.toLowerCase()])
    expect(stored.rows.map((r) => r.tx_hash).sort()).toEqual([...hashes].sort())
    expect(stored.rows.every((r) => r.n === 1)).toBe(true)
    // Every transaction of every block is in the index once, and every kept block hash is the chain's.
    let onChain = 0
    for (let n = 0; n <= head; n++) onChain += (await publicClient.getBlock({ blockNumber: BigInt(n) })).transactions.length
    expect(Number((await t.sql.query('SELECT count(*) FROM chain_transactions')).rows[0]!.count)).toBe(onChain)
    const kept = await t.sql.query<{ number: number; hash: string }>('SELECT number, hash FROM indexed_blocks ORDER BY number DESC LIMIT 20')
    for (const row of kept.rows) expect((await publicClient.getBlock({ blockNumber: BigInt(row.number) })).hash).toBe(row.hash)
    // The tracked balance followed the blocks the node served after its restart.
    await until(async () => (await ethOf(t.api.b.url, receiver)) === '0.4', 'the balance to follow')
  })

  test('behavior: PostgreSQL restarted under load: 503 with Retry-After while it is away, never 500; then recovery without restarting the API', async () => {
    let stop = false
    // Each request needs the store: identities of addresses never asked, fresh nonces.
    const load = runLoad({
      targets: [t.api.a.url, t.api.b.url], workers: 6, until: () => stop,
      path: (n) => (n % 2 ? `/v1/identity/${freshAddress()}?${sdk()}` : `/v1/siwx/nonce?${sdk()}`),
      method: (n) => (n % 2 ? 'GET' : 'POST'),
    })
    await sleep(1000)
    await t.cluster.restart({ downMs: 2000 })
    for (const url of [t.api.a.url, t.api.b.url]) {
      await until(async () => (await on(url)(`/v1/identity/${freshAddress()}`)).status === 200, 'the API to answer again')
    }
    await sleep(500)
    stop = true
    const answers = await load
    // Answered (nonces are 201), or 503 while the store was away: never a 500, never a dropped connection.
    expect(answers.filter((a) => ![200, 201, 503].includes(a.status))).toEqual([])
    expect(answers.some((a) => a.status === 503)).toBe(true)
    expect(answers.filter((a) => a.status === 503).every((a) => Number(a.retryAfter) > 0)).toBe(true)
    // Live updates come back too: the listening connection and the indexer's lock are taken again.
    // B's listener reconnects on its own backoff (0.5 s doubling to 5 s), which can come after
    // the pool answers; a notice sent before it LISTENs again is a gap (a balance notice, no
    // hash), so the transfer is sent once B listens again.
    await until(async () => (await t.sql.query(
      `SELECT 1 FROM pg_stat_activity WHERE application_name = 'airlock-b' AND query LIKE 'LISTEN %'`)).rows.length > 0, "B's listener to LISTEN again")
    const receiver = freshAddress()
    const pushes: unknown[] = []
    const client = createSocketClient({ url: liveSocketUrl(t.api.b.url), WebSocket: WebSocket as unknown as new (url: string) => SocketLike })
    try {
      await client.login(t.projectId)
      await client.subscribe(`account:${caip(receiver)}`, (result) => pushes.push(result))
      const hash = await createDevnetClients(t.chain).wallet(5).sendTransaction({ to: receiver, value: parseEther('0.01') })
      await until(() => pushes.some((p) => (p as { hash?: string }).hash === hash), 'the live update after the restart')
    } finally {
      client.close()
    }
  })

  test('behavior: kill -9 of an API process under load: the other keeps serving, nothing stored is lost, live sockets reconnect', async () => {
    // Something stored through A before it dies: a sign-in session.
    const signer = privateKeyToAccount(`0x${randomBytes(32).toString('hex')}`)
    const browser = { origin: APP_ORIGIN }
    const { nonce } = (await (await on(t.api.a.url)('/v1/siwx/nonce', { method: 'POST', headers: browser })).json()) as { nonce: string }
    const message = formatSiwxMessage(createSiwxMessage({ chainId: `eip155:${t.chain.chainId}`, accountAddress: signer.address }, { domain: new URL(APP_ORIGIN).host, uri: APP_ORIGIN, nonce }))
    const opened = await on(t.api.a.url)('/v1/siwx/sessions', jsonBody({ message, signature: await signer.signMessage({ message }) }, browser))
    const session = (await opened.json()) as { id: string; token: string }

    // A live client behind the balancer, on the process about to die (which also indexes the chain).
    const receiver = freshAddress()
    const pushes: { kind?: string; hash?: string }[] = []
    let client = createSocketClient({ url: liveSocketUrl(t.balancer.url), WebSocket: WebSocket as unknown as new (url: string) => SocketLike })
    await client.login(t.projectId)
    while (t.balancer.lastTarget() !== t.api.a.port) {
      client.close()
      client = createSocketClient({ url: liveSocketUrl(t.balancer.url), WebSocket: WebSocket as unknown as new (url: string) => SocketLike })
      await client.login(t.projectId)
    }
    try {
      await client.subscribe(`account:${caip(receiver)}`, (result) => pushes.push(result as { kind?: string; hash?: string }))
      const survivor = t.api.b.url
      const dev = createDevnetClients(t.chain).wallet(6).account.address
      const paths = [`/v1/account/${caip(dev)}/balance?${sdk()}`, `/v1/account/${caip(dev)}/history?${sdk()}`, `/v1/identity/${dev}?${sdk()}`, `/getWallets?${sdk()}`]
      let stop = false
      const load = runLoad({ targets: [survivor, t.balancer.url], workers: 8, until: () => stop, path: (n) => paths[n % paths.length]! })
      await sleep(1000)
      await t.api.a.kill()
      const killed = Date.now()
      await sleep(2500)
      stop = true
      const answers = await load
      expect(answers.filter((a) => a.target === survivor).length).toBeGreaterThan(20)
      expect(answers.filter((a) => a.target === survivor && a.status !== 200)).toEqual([])
      // Through the balancer, only what was in flight on the dead process failed: every
      // request sent after it was gone reached the other.
      expect(answers.filter((a) => a.target === t.balancer.url && a.at > killed && a.status !== 200)).toEqual([])

      // The live client came back through the balancer to B, whose indexer took over.
      const hash = await createDevnetClients(t.chain).wallet(7).sendTransaction({ to: receiver, value: parseEther('0.02') })
      await until(() => pushes.some((p) => p.kind === 'activity' && p.hash === hash), 'the live update after the reconnect')
      expect(await t.indexerHolder()).toBe('airlock-b')
    } finally {
      client.close()
    }
    // A restarted: what it stored before it was killed is all there.
    const restarted = await t.restart('a')
    for (const url of [restarted.url, t.api.b.url]) {
      expect(await (await on(url)('/v1/siwx/session', jsonBody({ token: session.token }))).json()).toMatchObject({ id: session.id, address: signer.address })
    }
  })
})
