import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { AirlockError } from '../../errors/AirlockError.js'
import { clientAddress } from '../../server/http/clientAddress.js'
import { createConnectionLimiter } from '../../server/http/createConnectionLimiter.js'
import { isAllowedHost, loopbackHosts } from '../../server/http/isAllowedHost.js'
import { defaultPorts } from '../stack/ports.js'
import type { RunningService } from '../../server/http/Service.js'
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
  /** Longest a message waits for a subscriber, in seconds; a publish asking more is kept this long. Default: 86 400 (a day). */
  messageTtlSeconds?: number
  /** Longest message a publish may carry, in bytes. Default: 256 KiB. */
  maxMessageBytes?: number
  /** Most message bytes kept for later subscribers, all topics together. Default: 64 MiB. */
  maxStoredBytes?: number
  /** Open sockets per client id (the did:key of its auth JWT). Default: 8. */
  maxSocketsPerClient?: number
  /** Open sockets per client address. Default: 256 (on loopback every client shares one address). */
  maxSocketsPerAddress?: number
  /** Host headers a connection may carry. Default: the loopback names. */
  allowedHosts?: string[]
}

// WalletConnect clients drop a socket that has been silent for 35 s.
const clientSilenceLimitMs = 30_000

/**
 * Starts a relay that speaks the WalletConnect relay protocol (irn_* JSON-RPC over a socket)
 * well enough for @walletconnect/sign-client and universal-provider 2.25 to pair, approve,
 * request and disconnect through it with no outside service. It is for local use (the local
 * stack and tests): it keeps messages in memory, within the caps above, and answers loopback
 * Host names only; production uses the WalletConnect network through the same `relayUrl`.
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
  const store = createMessageStore({ maxTtlSeconds: options.messageTtlSeconds, maxStoredBytes: options.maxStoredBytes })
  const subscriptions = createSubscriptions()
  const clients = createConnectionLimiter(options.maxSocketsPerClient ?? 8)
  const addresses = createConnectionLimiter(options.maxSocketsPerAddress ?? 256)
  const relay = { handle: createRelayHandler(store, subscriptions, { maxMessageBytes: options.maxMessageBytes }), store, subscriptions, clients }
  const allowedHosts = options.allowedHosts ?? loopbackHosts
  const maxMessageBytes = options.maxMessageBytes ?? 256 * 1024

  const server = new WebSocketServer({
    host,
    port: options.port ?? defaultPorts.relay,
    // A batch publish carries several messages plus their JSON-RPC framing.
    maxPayload: 8 * maxMessageBytes,
    verifyClient: ({ req }: { req: IncomingMessage }, accept: (ok: boolean, code?: number, reason?: string) => void) => {
      if (!isAllowedHost(req.headers.host, allowedHosts)) return accept(false, 403, 'Host not allowed')
      const release = addresses.acquire(clientAddress(req))
      if (!release) return accept(false, 429, 'Too many connections')
      req.socket.once('close', release)
      accept(true)
    },
  })
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
