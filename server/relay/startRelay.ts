import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { AirlockError } from '../../kernel/errors/AirlockError.js'
import { defaultPorts } from '../stack/ports.js'
import type { RunningService } from '../stack/Service.js'
import { acceptRelaySocket } from './acceptRelaySocket.js'
import { createMessageStore } from './createMessageStore.js'
import { createRelayHandler } from './createRelayHandler.js'
import { createSubscriptions } from './createSubscriptions.js'

/** A running relay. */
export interface Relay extends RunningService {
  /** `ws://HOST:PORT`: what the clients take as `relayUrl`. */
  url: string
}

/** Options of `startRelay`. */
export interface StartRelayOptions {
  /** Interface to listen on. Default: `'127.0.0.1'`. */
  host?: string
  /** Port to listen on; `0` picks a free one. Default: 8791 (`defaultPorts.relay`). */
  port?: number
  /** How often each socket is pinged, in ms; must be under 30 000. Default: 25 000. */
  pingIntervalMs?: number
  /** Longest a message waits for a subscriber, in seconds. Default: the ttl its publisher asks. */
  messageTtlSeconds?: number
}

// WalletConnect clients drop a socket that has been silent for 35 s.
const clientSilenceLimitMs = 30_000

/**
 * Starts a relay that speaks the WalletConnect relay protocol (irn_* JSON-RPC over a socket)
 * well enough for @walletconnect/sign-client and universal-provider 2.25 to pair, approve,
 * request and disconnect through it with no outside service.
 *
 * @example
 * const relay = await startRelay({ port: 0 })
 * await SignClient.init({ relayUrl: relay.url, projectId: 'local', telemetryEnabled: false })
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const pingIntervalMs = options.pingIntervalMs ?? 25_000
  if (!(pingIntervalMs > 0 && pingIntervalMs < clientSilenceLimitMs)) {
    throw new AirlockError('RELAY_INVALID_OPTION', 'pingIntervalMs must be between 0 and 30 000', {
      details: `got ${pingIntervalMs}; clients drop a socket that is silent for 35 s`,
    })
  }
  const store = createMessageStore({ maxTtlSeconds: options.messageTtlSeconds })
  const subscriptions = createSubscriptions()
  const relay = { handle: createRelayHandler(store, subscriptions), store, subscriptions }

  const server = new WebSocketServer({ host, port: options.port ?? defaultPorts.relay })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // Past start-up a server error must not crash the process the relay runs in.
  server.on('error', () => {})

  const answered = new WeakSet<WebSocket>()
  server.on('connection', (socket, request) => {
    answered.add(socket)
    socket.on('pong', () => answered.add(socket))
    acceptRelaySocket(socket, request, relay)
  })
  const heartbeat = setInterval(() => {
    for (const socket of server.clients) {
      // A socket that missed the previous ping is gone (sleeping laptop, killed tab).
      if (!answered.has(socket)) {
        socket.terminate()
        continue
      }
      answered.delete(socket)
      socket.ping()
    }
    store.prune()
  }, pingIntervalMs)
  heartbeat.unref()

  const { port } = server.address() as AddressInfo
  return {
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async stop() {
      clearInterval(heartbeat)
      for (const socket of server.clients) socket.terminate()
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}
