import { WebSocket } from 'ws'

/** A JSON-RPC message the live socket sent. */
export interface LiveMessage {
  id?: number
  method?: string
  result?: unknown
  error?: { code: number; message: string }
  params?: { subscription: string; result: { kind: string; account: string; hash?: string } }
}

/** A test client for the live socket: request/response by id, and a wait for pushes. */
export interface LiveClient {
  request(method: string, params?: unknown): Promise<LiveMessage>
  waitForPush(match: (m: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>
  close(): void
}

/** Opens `/ws` on an API server as a browser on `origin` would, with any further `headers`. */
export async function connectLiveSocket(apiUrl: string, origin?: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  const ws = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/ws`, { headers: { ...headers, ...(origin ? { origin } : {}) } })
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
  const seen: LiveMessage[] = []
  const waiters = new Set<() => void>()
  ws.on('message', (data) => {
    seen.push(JSON.parse(String(data)) as LiveMessage)
    for (const w of waiters) w()
  })
  const waitFor = (match: (m: LiveMessage) => boolean, timeoutMs: number) =>
    new Promise<LiveMessage>((resolve, reject) => {
      const check = () => {
        const found = seen.find(match)
        if (!found) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error('no matching live message'))
      }, timeoutMs)
      waiters.add(check)
      check()
    })
  let nextId = 1
  return {
    request(method, params) {
      const id = nextId++
      ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
      return waitFor((m) => m.id === id, 5000)
    },
    waitForPush: (match, timeoutMs = 5000) => waitFor((m) => m.method === 'subscription' && match(m), timeoutMs),
    close: () => ws.close(),
  }
}
