import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { createSocketClient, type SocketLike } from './createSocketClient.js'

// A small JSON-RPC server in the shape of the API's live socket.
function startServer(port = 0) {
  const server = new WebSocketServer({ port, host: '127.0.0.1' })
  const received: { method: string; params: unknown }[] = []
  let nextSubscription = 1
  const sockets = new Set<WebSocket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { id: number; method: string; params: { topic?: string } }
      received.push({ method: message.method, params: message.params })
      const reply = (result: unknown) => socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }))
      if (message.method === 'login') reply(true)
      else if (message.method === 'subscribe') {
        const id = `s${nextSubscription++}`
        reply(id)
        setTimeout(() => socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'subscription', params: { subscription: id, result: { kind: 'balance', topic: message.params.topic } } })), 5)
      } else if (message.method === 'unsubscribe') reply(true)
      else socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } }))
    })
  })
  const ready = new Promise<number>((resolve) => server.on('listening', () => resolve((server.address() as AddressInfo).port)))
  return {
    server,
    received,
    ready,
    dropAll: () => sockets.forEach((socket) => socket.terminate()),
    close: () => new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.terminate())
      server.close(() => resolve())
    }),
  }
}

const servers: ReturnType<typeof startServer>[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function setup(overrides: { reconnectIntervalMs?: number } = {}) {
  const server = startServer()
  servers.push(server)
  const port = await server.ready
  const statuses: string[] = []
  const client = createSocketClient({
    url: `ws://127.0.0.1:${port}`,
    WebSocket: WebSocket as unknown as new (url: string) => SocketLike,
    reconnectIntervalMs: overrides.reconnectIntervalMs ?? 20,
    onStatus: (status) => statuses.push(status),
  })
  return { server, client, port, statuses }
}

describe('createSocketClient', () => {
  it('default: login, subscribe and receive pushes, unsubscribe', async () => {
    const { client, server } = await setup()
    await client.login('demo')
    const pushes: unknown[] = []
    const subscription = await client.subscribe('account:eip155:1:0xabc', (result) => pushes.push(result))
    await vi.waitFor(() => expect(pushes).toEqual([{ kind: 'balance', topic: 'account:eip155:1:0xabc' }]))
    await subscription.unsubscribe()
    expect(server.received.map((message) => message.method)).toEqual(['login', 'subscribe', 'unsubscribe'])
    client.close()
  })

  it('error: a JSON-RPC error rejects the call with its code', async () => {
    const { client } = await setup()
    await expect(client.call('nope')).rejects.toMatchObject({ code: 'SOCKET_RPC_ERROR', rpcCode: -32601, shortMessage: 'Method not found' })
    client.close()
  })

  it('rule socket reconnect: after a drop it reconnects, logs in and subscribes again', async () => {
    const { client, server, statuses } = await setup()
    await client.login('demo')
    const pushes: unknown[] = []
    await client.subscribe('account:eip155:1:0xabc', (result) => pushes.push(result))
    await vi.waitFor(() => expect(pushes).toHaveLength(1))
    server.dropAll()
    await vi.waitFor(() => expect(pushes).toHaveLength(2))
    expect(statuses).toEqual(['open', 'reconnecting', 'open'])
    expect(server.received.map((message) => message.method)).toEqual(['login', 'subscribe', 'login', 'subscribe'])
    client.close()
  })

  it('rule socket reconnect: 1000 ms apart, at most 5 attempts, then closed', async () => {
    const { client, server, statuses } = await setup()
    await client.login('demo')
    await server.close()
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('closed'), { timeout: 2000 })
    expect(statuses.filter((status) => status === 'reconnecting')).toHaveLength(5)
    await expect(client.call('login', { projectId: 'demo' })).rejects.toMatchObject({ code: 'SOCKET_CLOSED' })
    const { SOCKET_RECONNECT_INTERVAL_MS, SOCKET_MAX_RECONNECT_ATTEMPTS } = await import('./createSocketClient.js')
    expect([SOCKET_RECONNECT_INTERVAL_MS, SOCKET_MAX_RECONNECT_ATTEMPTS]).toEqual([1000, 5])
  })

  it('behavior: reconnect() opens a fresh connection on demand', async () => {
    const { client, server } = await setup()
    await client.login('demo')
    client.reconnect()
    await vi.waitFor(() => expect(server.received.filter((message) => message.method === 'login')).toHaveLength(2))
    client.close()
  })
})
