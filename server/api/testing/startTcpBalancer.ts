import { createConnection, createServer, type Socket } from 'node:net'

/** A TCP load balancer for tests: each new connection goes to the next target that accepts it. */
export interface TcpBalancer {
  /** `http://127.0.0.1:PORT`. */
  url: string
  port: number
  /** Stops listening and cuts every connection, as a server going down does; the port stays reserved for `resume`. */
  pause(): Promise<void>
  /** The target port the latest connection went to. */
  lastTarget(): number | undefined
  /** Listens again on the same port. */
  resume(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts, on a free loopback port, a balancer over the local `targets` (ports, read on each
 * connection): round robin, skipping a target that refuses the connection, as an HTTP load
 * balancer with health checks does. With one target it stands for a server that can be
 * taken down and brought back on the same address.
 */
export async function startTcpBalancer(targets: () => readonly number[]): Promise<TcpBalancer> {
  const open = new Set<Socket>()
  let turn = 0
  let last: number | undefined
  const server = createServer((client) => {
    open.add(client)
    client.on('close', () => open.delete(client))
    client.on('error', () => client.destroy())
    client.pause()
    const ports = targets()
    // This connection's turn; a refused target passes it to the next, each tried once.
    const first = turn++
    const attempt = (tries: number) => {
      if (tries >= ports.length) return client.destroy()
      const port = ports[(first + tries) % ports.length]!
      const upstream = createConnection({ host: '127.0.0.1', port })
      upstream.once('connect', () => {
        last = port
        open.add(upstream)
        upstream.on('close', () => open.delete(upstream))
        upstream.on('error', () => client.destroy())
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
        client.pipe(upstream).pipe(client)
        client.resume()
      })
      upstream.once('error', () => {
        if (upstream.connecting || !open.has(upstream)) attempt(tries + 1)
      })
    }
    attempt(0)
  })
  const listen = (port: number) => new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
  })
  const port = await listen(0)
  const down = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    for (const socket of open) socket.destroy()
    await closed
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pause: down,
    lastTarget: () => last,
    resume: async () => void (await listen(port)),
    stop: async () => {
      if (server.listening) await down()
    },
  }
}
