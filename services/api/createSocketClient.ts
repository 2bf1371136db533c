import { SocketError } from './SocketError.js'

/** How long to wait between reconnect attempts, and how many to make (SPEC §9). */
export const SOCKET_RECONNECT_INTERVAL_MS = 1000
export const SOCKET_MAX_RECONNECT_ATTEMPTS = 5

/** The part of the WebSocket API the client uses (the browser's, or `ws` in Node). */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(): void
  onopen: ((event: unknown) => void) | null
  onclose: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onerror: ((event: unknown) => void) | null
}

/** Options of `createSocketClient`. */
export interface SocketClientOptions {
  url: string
  /** Default: the global `WebSocket`. */
  WebSocket?: new (url: string) => SocketLike
  /** Default: 1000 ms. */
  reconnectIntervalMs?: number
  /** Default: 5. */
  maxReconnectAttempts?: number
  /** Default: 10 s. */
  requestTimeoutMs?: number
  onStatus?: (status: 'open' | 'reconnecting' | 'closed') => void
}

/** A live subscription; `unsubscribe` ends it. */
export interface SocketSubscription {
  topic: string
  unsubscribe(): Promise<void>
}

/** A JSON-RPC 2.0 client over a websocket that logs in, subscribes and reconnects by itself. */
export interface SocketClient {
  call<T>(method: string, params?: unknown): Promise<T>
  login(projectId: string): Promise<void>
  subscribe(topic: string, onMessage: (result: unknown) => void): Promise<SocketSubscription>
  /** Drops the connection and opens a new one, logging in and subscribing again. */
  reconnect(): void
  close(): void
}

interface Pending {
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: ReturnType<typeof setTimeout>
}

interface Topic {
  topic: string
  onMessage(result: unknown): void
  serverId?: string
}

/**
 * Creates the socket client of SPEC §7: `call`, `login`, `subscribe`, `unsubscribe` (on the
 * subscription) and `reconnect`. After an unexpected close it reconnects every second, at
 * most five times in a row, then gives up until asked again. Calls made while connecting
 * wait for the connection.
 */
export function createSocketClient(options: SocketClientOptions): SocketClient {
  const interval = options.reconnectIntervalMs ?? SOCKET_RECONNECT_INTERVAL_MS
  const maxAttempts = options.maxReconnectAttempts ?? SOCKET_MAX_RECONNECT_ATTEMPTS
  const timeout = options.requestTimeoutMs ?? 10_000
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as new (url: string) => SocketLike)
  const pending = new Map<number, Pending>()
  const topics = new Set<Topic>()
  let waiting: (() => void)[] = []
  let socket: SocketLike | undefined
  let open = false
  let everOpened = false
  let closed = false
  let attempts = 0
  let nextId = 1
  let projectId: string | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  function failAll(error: SocketError) {
    for (const [id, request] of pending) {
      clearTimeout(request.timer)
      request.reject(error)
      pending.delete(id)
    }
  }

  function connect() {
    open = false
    const current = new Socket(options.url)
    socket = current
    current.onopen = () => {
      if (socket !== current) return
      open = true
      attempts = 0
      options.onStatus?.('open')
      // After a reconnect, log in and subscribe again before anything queued goes out.
      const restored = everOpened ? restore() : Promise.resolve()
      everOpened = true
      void restored.finally(() => {
        const ready = waiting
        waiting = []
        for (const resume of ready) resume()
      })
    }
    current.onmessage = (event) => receive(String(event.data))
    current.onerror = () => {}
    current.onclose = () => {
      if (socket !== current) return
      open = false
      failAll(new SocketError('SOCKET_CLOSED', 'The live connection closed'))
      if (closed) return
      if (attempts >= maxAttempts) {
        closed = true
        options.onStatus?.('closed')
        for (const resume of waiting.splice(0)) resume()
        return
      }
      attempts++
      options.onStatus?.('reconnecting')
      retryTimer = setTimeout(connect, interval)
    }
  }

  async function restore() {
    if (projectId) await request('login', { projectId }, true).catch(() => {})
    for (const topic of topics) {
      topic.serverId = await request<string>('subscribe', { topic: topic.topic }, true).catch(() => undefined)
    }
  }

  function receive(raw: string) {
    let message: { id?: number; result?: unknown; error?: { code: number; message: string }; method?: string; params?: { subscription?: string; result?: unknown } }
    try {
      message = JSON.parse(raw)
    } catch {
      return
    }
    if (message.method === 'subscription') {
      for (const topic of topics) if (topic.serverId === message.params?.subscription) topic.onMessage(message.params?.result)
      return
    }
    const request = message.id === undefined ? undefined : pending.get(message.id)
    if (!request) return
    pending.delete(message.id!)
    clearTimeout(request.timer)
    if (message.error) request.reject(new SocketError('SOCKET_RPC_ERROR', message.error.message, { rpcCode: message.error.code }))
    else request.resolve(message.result)
  }

  function request<T>(method: string, params: unknown, now = false): Promise<T> {
    if (closed) return Promise.reject(new SocketError('SOCKET_CLOSED', 'The live connection is closed'))
    if (!socket) connect()
    if (!open && !now) return new Promise<void>((resume) => waiting.push(resume)).then(() => request<T>(method, params))
    return new Promise<T>((resolve, reject) => {
      const id = nextId++
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new SocketError('SOCKET_TIMEOUT', `The live connection did not answer ${method} in time`))
      }, timeout)
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer })
      socket!.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    })
  }

  return {
    call: (method, params) => request(method, params),
    async login(id) {
      projectId = id
      await request('login', { projectId: id })
    },
    async subscribe(topicName, onMessage) {
      const topic: Topic = { topic: topicName, onMessage }
      topics.add(topic)
      try {
        topic.serverId = await request<string>('subscribe', { topic: topicName })
      } catch (error) {
        topics.delete(topic)
        throw error
      }
      return {
        topic: topicName,
        async unsubscribe() {
          topics.delete(topic)
          if (topic.serverId && open) await request('unsubscribe', { subscription: topic.serverId }).catch(() => {})
        },
      }
    },
    reconnect() {
      clearTimeout(retryTimer)
      closed = false
      attempts = 0
      const previous = socket
      socket = undefined
      previous?.close()
      failAll(new SocketError('SOCKET_CLOSED', 'The live connection is reconnecting'))
      connect()
    },
    close() {
      closed = true
      clearTimeout(retryTimer)
      socket?.close()
      socket = undefined
      failAll(new SocketError('SOCKET_CLOSED', 'The live connection was closed'))
      for (const resume of waiting.splice(0)) resume()
    },
  }
}
