import type { IncomingMessage } from 'node:http'
import { WebSocket } from 'ws'
import type { ConnectionLimiter } from '../../server/http/createConnectionLimiter.js'
import type { MessageStore } from './createMessageStore.js'
import type { RelayHandler, RelayReply } from './createRelayHandler.js'
import type { Subscriptions } from './createSubscriptions.js'
import { pushMessage } from './pushMessage.js'
import type { RelayPeer } from './RelayPeer.js'
import { RelayRequestError } from './RelayRequestError.js'
import { readClientId } from './readClientId.js'

/** What every socket of one relay shares. */
export interface RelayContext {
  handle: RelayHandler
  store: MessageStore
  subscriptions: Subscriptions
  /** Open sockets per client id. */
  clients: ConnectionLimiter
}

// Messages a client may send while its auth JWT is being checked; a real client sends a few.
const maxEarlyMessages = 64

interface JsonRpcPayload {
  id?: unknown
  method?: unknown
  params?: unknown
  result?: unknown
  error?: unknown
}

// Ids past 2^53 would lose digits in JSON.parse and the reply would no longer match the
// request; read them as strings (clients match replies on the id's text).
function parsePayload(text: string): JsonRpcPayload | undefined {
  try {
    const value: unknown = JSON.parse(text.replace(/("id"\s*:\s*)(\d{16,})(?=\s*[,}])/g, '$1"$2"'))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

function errorReply(id: unknown, code: number, message: string) {
  return { id: id ?? null, jsonrpc: '2.0', error: { code, message } }
}

function receive(peer: RelayPeer, text: string, relay: RelayContext): void {
  const payload = parsePayload(text)
  if (!payload) return peer.send(errorReply(null, -32700, 'Parse error: expected a JSON-RPC object'))
  if (payload.method === undefined && ('result' in payload || 'error' in payload)) {
    // A reply to one of our irn_subscription pushes; only a success counts as received.
    const stored = peer.awaitingAck.get(String(payload.id))
    peer.awaitingAck.delete(String(payload.id))
    if (stored && 'result' in payload) relay.store.markReceived(stored, peer.clientId)
    return
  }
  if (typeof payload.method !== 'string') {
    return peer.send(errorReply(payload.id, -32600, 'Invalid request: method must be a string'))
  }
  let reply: RelayReply
  try {
    reply = relay.handle(peer, payload.method, payload.params)
  } catch (error) {
    const refused = error instanceof RelayRequestError ? error : undefined
    const code = refused?.rpcCode ?? -32603
    return peer.send(errorReply(payload.id, code, refused?.shortMessage ?? 'Internal error'))
  }
  peer.send({ id: payload.id ?? null, jsonrpc: '2.0', result: reply.result })
  for (const [subscriber, message] of reply.deliveries) pushMessage(subscriber, message)
}

/** Close code for a refused connection (policy violation); the reason says what was wrong. */
export const authRefusedCloseCode = 1008

/**
 * Takes one new socket: refuses it without an `?auth=` JWT signed by its did:key, or when that
 * client already has as many sockets as allowed, then answers its JSON-RPC until it closes,
 * when its subscriptions are dropped (clients resubscribe on reconnect). What the client sends
 * while its JWT is checked is answered once it is.
 */
export function acceptRelaySocket(
  socket: WebSocket,
  request: IncomingMessage,
  relay: RelayContext,
): void {
  let peer: RelayPeer | undefined
  const early: string[] = []
  socket.on('message', (data) => {
    if (peer) return receive(peer, data.toString(), relay)
    if (early.push(data.toString()) > maxEarlyMessages) socket.close(authRefusedCloseCode, 'too many messages before auth')
  })
  // An 'error' without a listener would throw and stop the relay; the socket is done anyway.
  socket.on('error', () => socket.terminate())
  void readClientId(request.url).then((identity) => {
    if (socket.readyState !== WebSocket.OPEN) return
    if ('refusal' in identity) return socket.close(authRefusedCloseCode, identity.refusal)
    const release = relay.clients.acquire(identity.clientId)
    if (!release) return socket.close(authRefusedCloseCode, 'too many connections for this client id')
    const ready: RelayPeer = {
      clientId: identity.clientId,
      awaitingAck: new Map(),
      send(payload) {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(payload))
      },
    }
    socket.on('close', () => {
      release()
      relay.subscriptions.removePeer(ready)
    })
    peer = ready
    for (const text of early.splice(0)) receive(ready, text, relay)
  })
}
