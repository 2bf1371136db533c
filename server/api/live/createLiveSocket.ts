import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { SolanaChain } from '../chains/SolanaChain.js'
import type { Database } from '../db/Database.js'
import { clientAddress } from '../../http/clientAddress.js'
import { createConnectionLimiter } from '../../http/createConnectionLimiter.js'
import { isAllowedHost, loopbackHosts } from '../../http/isAllowedHost.js'
import { refuseUpgrade } from '../../http/refuseUpgrade.js'
import { findUnstorableText } from '../http/findUnstorableText.js'
import { defaultNodeLimits, type NodeLimits } from '../rpc/NodeLimits.js'
import { isOriginAllowed } from '../../../services/api/isOriginAllowed.js'
import { serverMessages } from '../http/ApiError.js'
import { ACCOUNT_CHANNEL, type AccountNotice } from '../indexer/storeBatch.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import { findProject } from '../projects/findProject.js'
import { createSolanaWatcher } from './createSolanaWatcher.js'
import { loginParams, normalizeTopic, rpcErrors, rpcRequest, subscribeParams, unsubscribeParams } from './liveProtocol.js'

const PING_MS = 30_000

/** The live-updates socket, attached to the API's HTTP server. */
export interface LiveSocket {
  close(): Promise<void>
}

/** Options of `createLiveSocket`. */
export interface LiveSocketOptions {
  solana?: SolanaChain
  /** Default `/ws`. */
  path?: string
  /** Host headers an upgrade may carry; default the loopback names. */
  allowedHosts?: readonly string[]
  /** Sockets and subscriptions per client address; default `defaultNodeLimits`. */
  limits?: Pick<NodeLimits, 'maxSocketsPerClient' | 'maxSubscriptionsPerClient'>
  /** Reverse proxies trusted for the client address; default 0. */
  trustedProxies?: number
  /** Where `login` finds projects; default the store, read each time. */
  projects?: Pick<ProjectCache, 'find'>
}

/**
 * JSON-RPC 2.0 over a websocket at `path` (default `/ws`): `login`, `subscribe` to
 * `account:<caip10>`, and `unsubscribe`. EVM pushes come from Postgres NOTIFY, so a transfer
 * indexed by any instance reaches subscribers on every instance; Solana accounts are watched
 * on the node by the instance their subscriber is on.
 */
export async function createLiveSocket(db: Database, server: Server, options: LiveSocketOptions = {}): Promise<LiveSocket> {
  const path = options.path ?? '/ws'
  const limits = options.limits ?? defaultNodeLimits
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const topics = new Map<string, Map<string, WebSocket>>()
  const sockets = createConnectionLimiter(limits.maxSocketsPerClient)
  // A subscription holds a slot too, so a client cannot multiply node polls by opening sockets.
  const subscriptions = createConnectionLimiter(limits.maxSubscriptionsPerClient)
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== path) return socket.destroy()
    if (!isAllowedHost(req.headers.host, options.allowedHosts ?? loopbackHosts)) return refuseUpgrade(socket, 403, 'Host not allowed')
    const client = clientAddress(req, options.trustedProxies)
    const release = sockets.acquire(client)
    if (!release) return refuseUpgrade(socket, 429, 'Too many connections')
    // On the raw socket, so a handshake that fails (and never becomes a websocket) frees it too.
    socket.once('close', release)
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, req.headers.origin, client))
  }
  server.on('upgrade', onUpgrade)
  const deliver = (notice: AccountNotice) => {
    for (const [subscription, ws] of topics.get(`account:${notice.account}`) ?? []) {
      const push = (result: object) => ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'subscription', params: { subscription, result } }))
      // A notice without a transaction says only that the balance moved (fees, a reorganisation).
      if (notice.hash) push({ kind: 'activity', account: notice.account, chainId: notice.chainId, hash: notice.hash })
      push({ kind: 'balance', account: notice.account, chainId: notice.chainId })
    }
  }
  const unlisten = await db.listen(ACCOUNT_CHANNEL, (payload) => {
    try {
      deliver(JSON.parse(payload) as AccountNotice)
    } catch {
      // a payload this version does not understand
    }
  }, () => {
    // Notices sent while the store's connection was down are lost: every EVM account watched
    // here is told its balance may have moved, so its clients read again.
    for (const topic of topics.keys()) {
      const account = topic.slice('account:'.length)
      if (account.startsWith('eip155:')) deliver({ account, chainId: account.slice(0, account.lastIndexOf(':')) })
    }
  })
  const solana = options.solana
  const watcher = solana && createSolanaWatcher(solana, (owner, hash) =>
    deliver({ account: `${solana.caipNetworkId}:${owner}`, chainId: solana.caipNetworkId, hash }))
  const solanaOwner = (topic: string) => (solana && topic.startsWith(`account:${solana.caipNetworkId}:`) ? topic.split(':')[3] : undefined)

  function serve(ws: WebSocket, origin: string | undefined, client: string) {
    let projectId: string | undefined
    // Per subscription id: its topic and the slot it holds in the client's budget.
    const mine = new Map<string, { topic: string; release: () => void }>()
    let alive = true
    ws.on('pong', () => (alive = true))
    const ping = setInterval(() => (alive ? ((alive = false), ws.ping()) : ws.terminate()), PING_MS)
    const reply = (id: unknown, body: object) => ws.send(JSON.stringify({ jsonrpc: '2.0', id, ...body }))
    const fail = (id: unknown, code: number, message: string) => reply(id ?? null, { error: { code, message } })
    const handle = async (data: unknown) => {
      let raw: unknown
      try {
        raw = JSON.parse(String(data))
      } catch {
        return fail(null, rpcErrors.parse, 'Parse error')
      }
      const req = rpcRequest.safeParse(raw)
      if (!req.success) return fail((raw as { id?: unknown })?.id, rpcErrors.invalidRequest, 'Invalid request')
      const { id, method, params } = req.data
      if (findUnstorableText(params)) return fail(id, rpcErrors.invalidParams, 'Invalid params: a NUL character or an unpaired surrogate')
      if (method === 'login') {
        const p = loginParams.safeParse(params)
        if (!p.success) return fail(id, rpcErrors.invalidParams, "Invalid params 'projectId'")
        const project = await (options.projects ? options.projects.find(p.data.projectId) : findProject(db, p.data.projectId))
        if (!project) return fail(id, rpcErrors.unauthorized, serverMessages.invalidKey)
        if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) return fail(id, rpcErrors.forbidden, serverMessages.originNotAllowed)
        projectId = project.id
        return reply(id, { result: true })
      }
      if (method !== 'subscribe' && method !== 'unsubscribe') return fail(id, rpcErrors.methodNotFound, `Method not found: ${method}`)
      if (!projectId) return fail(id, rpcErrors.loginRequired, 'Login required')
      if (method === 'subscribe') {
        const p = subscribeParams.safeParse(params)
        const topic = p.success ? normalizeTopic(p.data.topic) : undefined
        if (!topic) return fail(id, rpcErrors.invalidParams, "Invalid params 'topic': expected account:<caip10>")
        const release = subscriptions.acquire(client)
        if (!release) return fail(id, rpcErrors.tooMany, 'Too many subscriptions')
        const subscription = randomUUID()
        mine.set(subscription, { topic, release })
        topics.set(topic, (topics.get(topic) ?? new Map()).set(subscription, ws))
        const owner = solanaOwner(topic)
        if (owner) await watcher?.watch(owner)
        return reply(id, { result: subscription })
      }
      const p = unsubscribeParams.safeParse(params)
      if (!p.success) return fail(id, rpcErrors.invalidParams, "Invalid params 'subscription'")
      const held = mine.get(p.data.subscription)
      if (held) drop(p.data.subscription)
      return reply(id, { result: held !== undefined })
    }
    ws.on('message', (data) => void handle(data).catch(() => fail(null, -32603, 'Internal error')))
    const drop = (subscription: string) => {
      const { topic, release } = mine.get(subscription)!
      release()
      const owner = solanaOwner(topic)
      if (owner) watcher?.unwatch(owner)
      mine.delete(subscription)
      const subs = topics.get(topic)
      subs?.delete(subscription)
      if (subs?.size === 0) topics.delete(topic)
    }
    ws.on('close', () => {
      clearInterval(ping)
      for (const subscription of [...mine.keys()]) drop(subscription)
    })
    ws.on('error', () => ws.terminate())
  }

  return {
    async close() {
      server.off('upgrade', onUpgrade)
      watcher?.stop()
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await unlisten()
    },
  }
}
