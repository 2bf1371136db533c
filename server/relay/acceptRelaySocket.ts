import type { IncomingMessage } from 'node:http'
import { WebSocket } from 'ws'
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
}

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
 * Takes one new socket: refuses it without a well-formed `?auth=` JWT, then answers its
 * JSON-RPC until it closes, when its subscriptions are dropped (clients resubscribe on reconnect).
 */
export function acceptRelaySocket(
  socket: WebSocket,
  request: IncomingMessage,
  relay: RelayContext,
): void {
  const identity = readClientId(request.url)
  if ('refusal' in identity) return socket.close(authRefusedCloseCode, identity.refusal)
  const peer: RelayPeer = {
    clientId: identity.clientId,
    awaitingAck: new Map(),
    send(payload) {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(payload))
    },
  }
  socket.on('message', (data) => receive(peer, data.toString(), relay))
  socket.on('close', () => relay.subscriptions.removePeer(peer))
  // An 'error' without a listener would throw and stop the relay; the socket is done anyway.
  socket.on('error', () => socket.terminate())
}
