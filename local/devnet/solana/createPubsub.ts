import type { IncomingMessage, Server } from 'node:http'
import { WebSocketServer, type WebSocket } from 'ws'
import { isAllowedHost, loopbackHosts } from '../../../server/http/isAllowedHost.js'
import type { Ledger } from './createLedger.js'
import { encodeAccount, readAccountEncoding, type AccountEncoding } from './encodeAccount.js'
import { readParam } from './readParam.js'
import { RpcError, rpcErrorCodes } from './RpcError.js'
import type { TransactionRecord } from './transactionLog.js'

/** The websocket side of the local chain. */
export interface Pubsub {
  /** Drops every socket and subscription. */
  close(): Promise<void>
}

type Subscription =
  | { socket: WebSocket; kind: 'signature'; signature: string }
  | { socket: WebSocket; kind: 'account'; address: string; encoding: AccountEncoding }
  | { socket: WebSocket; kind: 'slot' }

const closeGraceMs = 250
const closedAccount = { lamports: 0n, owner: '11111111111111111111111111111111', data: new Uint8Array(), executable: false }

/**
 * Speaks Solana's pubsub protocol on the HTTP server's upgrade requests: signatureSubscribe
 * (how @solana/web3.js confirms), accountSubscribe (a wallet watching a balance) and
 * slotSubscribe, each with its unsubscribe. Notifications go out as transactions land.
 */
export function createPubsub(server: Server, ledger: Ledger): Pubsub {
  const sockets = new WebSocketServer({ server, verifyClient: ({ req }: { req: IncomingMessage }) => isAllowedHost(req.headers.host, loopbackHosts) })
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0

  const notify = (id: number, subscription: Subscription, method: string, value: unknown): void => {
    const result = method === 'slotNotification' ? value : { context: { slot: ledger.slot }, value }
    subscription.socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: id } }))
  }

  function onCommit(record: TransactionRecord): void {
    const { message, accountKeys } = record.transaction
    const written = new Set(accountKeys.filter((_, index) => message.isAccountWritable(index)))
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature) {
        // Signature subscriptions end with their one notification, as on a validator.
        subscriptions.delete(id)
        notify(id, subscription, 'signatureNotification', { err: record.err })
      } else if (subscription.kind === 'account' && written.has(subscription.address)) {
        const account = ledger.getAccount(subscription.address) ?? closedAccount
        notify(id, subscription, 'accountNotification', encodeAccount(account, subscription.encoding, ledger.getAccount))
      } else if (subscription.kind === 'slot') {
        notify(id, subscription, 'slotNotification', { parent: record.slot - 1, root: record.slot, slot: record.slot })
      }
    }
  }

  function subscribe(socket: WebSocket, method: string, params: readonly unknown[]): number {
    const id = nextId++
    if (method === 'signatureSubscribe') {
      const signature = readParam.signature(params, 0)
      const landed = ledger.log.get(signature)
      const subscription = { socket, kind: 'signature', signature } as const
      // Already landed: answer right after the subscription id, and keep nothing.
      if (landed) queueMicrotask(() => notify(id, subscription, 'signatureNotification', { err: landed.err }))
      else subscriptions.set(id, subscription)
    } else if (method === 'accountSubscribe') {
      const address = readParam.address(params, 0)
      const encoding = readAccountEncoding(readParam.config(params, 1))
      subscriptions.set(id, { socket, kind: 'account', address, encoding })
    } else {
      subscriptions.set(id, { socket, kind: 'slot' })
    }
    return id
  }

  function call(socket: WebSocket, method: string, params: readonly unknown[]): unknown {
    if (/^(signature|account|slot)Subscribe$/.test(method)) return subscribe(socket, method, params)
    if (/^(signature|account|slot)Unsubscribe$/.test(method)) {
      const id = readParam.integer(params, 0)
      if (subscriptions.get(id)?.socket !== socket) throw RpcError.invalidParams('Invalid subscription id.')
      return subscriptions.delete(id)
    }
    throw new RpcError(rpcErrorCodes.methodNotFound, 'Method not found')
  }

  sockets.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let request: { id?: unknown; method?: unknown; params?: unknown }
      try {
        request = JSON.parse(String(raw))
      } catch {
        return socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
      }
      // web3.js sends a bare 'ping' notification every few seconds; notifications get no reply.
      if (request.id === undefined || typeof request.method !== 'string') return
      const params = Array.isArray(request.params) ? request.params : []
      try {
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: call(socket, request.method, params) }))
      } catch (cause) {
        const error = cause instanceof RpcError ? cause : new RpcError(rpcErrorCodes.internalError, String(cause))
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code: error.code, message: error.message } }))
      }
    })
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions) if (subscription.socket === socket) subscriptions.delete(id)
    })
  })
  const stopListening = ledger.onCommit(onCommit)

  return {
    close() {
      stopListening()
      subscriptions.clear()
      // Code 1000 tells web3.js the close is deliberate, so it does not reconnect forever.
      const closing = [...sockets.clients].map((socket) => new Promise<void>((resolve) => {
        const timer = setTimeout(() => socket.terminate(), closeGraceMs)
        socket.once('close', () => {
          clearTimeout(timer)
          resolve()
        })
        socket.close(1000, 'devnet stopped')
      }))
      return Promise.all(closing).then(() => new Promise((resolve) => sockets.close(() => resolve())))
    },
  }
}
