// npm run bench:api: the API's read routes under load, as an operator would run it. A fresh
// PostgreSQL cluster, a local chain in its own process (with a pool of wallets that hold ETH,
// DUSD and NFTs and have history and names), `airlock api` as its own process, and autocannon
// with 50 connections for each route the Account view reads: first against one API process,
// then two on the same PostgreSQL (autocannon spreads its connections over both), then a
// mixed soak at 200 requests/s against one process while the chain keeps moving, with the
// process's resident memory at the soak's start (after the runs above warmed it) and end. The
// first request for each wallet is measured apart: it reads the chain once.
//
// Rate limits stay on, shared through PostgreSQL, with requests spread over 1,000 client
// addresses behind one trusted proxy (X-Forwarded-For), so each address stays within its
// per-client budget; the per-project budget, which one project carrying the whole load would
// pass, is off for the run. BENCH_API_RATE_LIMITS=off turns every budget off instead.
//
// Settings: BENCH_API_SECONDS (per route, default 10), BENCH_API_SOAK_SECONDS (default 600),
// BENCH_API_CONNECTIONS (default 50), BENCH_API_WALLETS (default 100).
import pg from 'pg'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startPostgresCluster } from '../../postgresCluster.mjs'
import { startApiProcess, type ApiProcess } from '../../../server/api/testing/startApiProcess.js'
import { benchRoutes } from './benchRoutes.js'
import { loadRoutes, type LoadResult } from './loadRoutes.js'
import { startBenchChain } from './startBenchChain.js'

const seconds = Number(process.env['BENCH_API_SECONDS'] ?? 10)
const soakSeconds = Number(process.env['BENCH_API_SOAK_SECONDS'] ?? 600)
const connections = Number(process.env['BENCH_API_CONNECTIONS'] ?? 50)
const limitsOff = process.env['BENCH_API_RATE_LIMITS'] === 'off'
const projectId = 'bench'

const cluster = await startPostgresCluster()
const chain = await startBenchChain()
const apis: ApiProcess[] = []
const db = new pg.Client({ connectionString: cluster.url })
try {
  const env: Record<string, string> = {
    DATABASE_URL: cluster.url,
    AIRLOCK_EVM_RPC_URL: chain.url,
    AIRLOCK_EVM_CHAIN_ID: String(chain.chainId),
    AIRLOCK_EVM_TOKEN: chain.token,
    AIRLOCK_EVM_NFT: chain.nft,
    AIRLOCK_PROJECTS: JSON.stringify([{ id: projectId, allowedOrigins: ['http://localhost:5173'] }]),
    AIRLOCK_TRUSTED_PROXIES: '1',
    AIRLOCK_RATE_LIMIT_PER_PROJECT: 'off',
    ...(limitsOff ? Object.fromEntries(['PER_CLIENT', 'EVENTS', 'NAMES', 'SUGGESTIONS', 'SESSIONS'].map((n) => [`AIRLOCK_RATE_LIMIT_${n}`, 'off'])) : {}),
  }
  apis.push(await startApiProcess(env))
  await db.connect()
  await seedNames(db, chain.wallets)
  await waitForIndex(db, chain)
  const routes = benchRoutes({ projectId, chainId: chain.chainId, wallets: chain.wallets })
  console.log(`Airlock API bench: ${connections} connections, ${seconds} s per route, ${chain.wallets.length} wallets; `
    + (limitsOff ? 'rate limits off.' : 'rate limits on (shared in PostgreSQL), 1,000 client addresses behind one trusted proxy, per-project budget off.'))

  // Every wallet asked once, 10 at a time: what a wallet's first visit costs (balances read from
  // the chain once, then tracked by the indexer; every answer computed, none kept yet).
  const cold: [string, LoadResult][] = []
  for (const route of routes) cold.push([route.name, await loadRoutes({ urls: [apis[0]!.url], routes: [route], connections: 10, amount: chain.wallets.length })])
  print(`First asks: each of the ${chain.wallets.length} wallets once, 10 connections, one process`, cold)
  // Every route mixed for a while, so no route's figures carry the process's first warm-up.
  await loadRoutes({ urls: [apis[0]!.url], routes, connections, seconds: Math.min(10, seconds) })
  const one = await measureEach(routes, [apis[0]!])
  print('One API process on PostgreSQL', one)
  apis.push(await startApiProcess(env))
  await loadRoutes({ urls: [apis[1]!.url], routes, connections, seconds: Math.min(10, seconds) })
  const two = await measureEach(routes, apis)
  print('Two API processes on one PostgreSQL', two)

  const mover = keepChainMoving(chain)
  const before = apis[0]!.rss()
  const soak = await loadRoutes({ urls: [apis[0]!.url], routes, connections, seconds: soakSeconds, overallRate: 200 })
  const after = apis[0]!.rss()
  const moved = await mover.stop()
  const growth = ((after - before) / before) * 100
  console.log(`\nMixed soak, one process, 200 req/s for ${soakSeconds} s (${moved} transfers made meanwhile): ${soak.requests} requests, `
    + `p50 ${soak.p50} ms, p99 ${soak.p99} ms, ${soak.errors} errors, ${soak.timeouts} timeouts, ${soak.non2xx} non-2xx${soak.statuses ? ` (${soak.statuses})` : ''}`)
  console.log(`API memory (RSS): ${mb(before)} at start, ${mb(after)} at end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`)
  const passed = one.every(([, r]) => r.rps >= 1000 && r.p99 <= 100 && clean(r)) && clean(soak) && growth <= 10
  console.log(`\nTargets (one process: every route ≥ 1,000 req/s, p99 ≤ 100 ms, no error; soak: no error, memory ≤ +10 %): ${passed ? 'met' : 'NOT met'}`)
} finally {
  await db.end().catch(() => {})
  for (const api of apis) await api.stop()
  await chain.stop()
  await cluster.stop()
}

// Each route's figures, with the API processes' CPU time per request: on a machine shared with
// other work the rates say how much CPU the API got, the CPU time what each request cost.
async function measureEach(routes: ReturnType<typeof benchRoutes>, processes: ApiProcess[]): Promise<[string, LoadResult][]> {
  const results: [string, LoadResult][] = []
  const urls = processes.map((p) => p.url)
  const cpu = () => processes.reduce((sum, p) => sum + p.cpuMs(), 0)
  for (const route of routes) {
    // A short warm-up first, as every figure of a busy process is taken after its first seconds.
    await loadRoutes({ urls, routes: [route], connections, seconds: Math.min(2, seconds) })
    const before = cpu()
    const result = await loadRoutes({ urls, routes: [route], connections, seconds })
    results.push([route.name, { ...result, cpuUsPerRequest: ((cpu() - before) * 1000) / Math.max(1, result.requests) }])
  }
  return results
}

function print(title: string, rows: [string, LoadResult][]) {
  console.log(`\n${title}\n`)
  console.log('| route | req/s | p50 ms | p99 ms | errors | non-2xx | API CPU µs/request |')
  console.log('|---|---|---|---|---|---|---|')
  for (const [name, r] of rows) {
    const cpu = r.cpuUsPerRequest === undefined ? '' : Math.round(r.cpuUsPerRequest).toLocaleString('en-US')
    console.log(`| ${name} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors + r.timeouts} | ${r.non2xx}${r.statuses ? ` (${r.statuses})` : ''} | ${cpu} |`)
  }
}

function clean(r: LoadResult): boolean {
  return r.errors === 0 && r.timeouts === 0 && r.non2xx === 0
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

// Half the wallets have a name in the zone, so identity answers both ways.
async function seedNames(client: pg.Client, wallets: readonly string[]) {
  for (const [i, address] of wallets.entries()) {
    if (i % 2) continue
    await client.query(
      `INSERT INTO names (name, address, coin_type, attributes, signed_at) VALUES ($1, $2, 60, '{}', now()) ON CONFLICT DO NOTHING`,
      [`bench${i}.airlock.id`, address])
  }
}

async function waitForIndex(client: pg.Client, target: { url: string; chainId: number }) {
  const head = Number(await createPublicClient({ transport: http(target.url) }).getBlockNumber())
  for (;;) {
    const { rows } = await client.query<{ last_block: number }>('SELECT last_block FROM indexer_cursors WHERE chain_id = $1', [`eip155:${target.chainId}`])
    if (Number(rows[0]?.last_block ?? -1) >= head) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

// A transfer every 2 s from the dev accounts to the pool, so the index and its caches move.
function keepChainMoving(target: { url: string; senders: `0x${string}`[]; wallets: `0x${string}`[] }) {
  let count = 0
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      const from = createWalletClient({ account: privateKeyToAccount(target.senders[count % target.senders.length]!), transport: http(target.url) })
      await from.sendTransaction({ chain: null, to: target.wallets[(count * 13) % target.wallets.length]!, value: parseEther('0.001') }).catch(() => {})
      count++
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  })()
  return { stop: async () => { stopped = true; await loop; return count } }
}
