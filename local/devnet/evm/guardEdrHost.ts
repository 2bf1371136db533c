import type { IncomingMessage, Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { guardHost } from '../../../server/http/guardHost.js'
import { isAllowedHost, loopbackHosts } from '../../../server/http/isAllowedHost.js'

/**
 * Makes a running hardhat node answer loopback Host names only (403 to others, websocket
 * upgrades closed), so no page on a DNS-rebound name reaches the chain's unlocked accounts.
 * Hardhat keeps its HTTP server private; the server is found through the one connection this
 * makes to it (node reports each accepted socket, and a socket knows its server), and its
 * request and upgrade listeners are wrapped before any client can connect. Returns that server.
 */
export async function guardEdrHost(host: string, port: number): Promise<Server> {
  const server = await new Promise<Server>((resolve, reject) => {
    const found = (message: unknown) => {
      const { socket } = message as { socket: Socket & { server?: Server } }
      if (socket.localPort !== port || !socket.server) return
      unsubscribe('net.server.socket', found)
      resolve(socket.server)
    }
    subscribe('net.server.socket', found)
    const probe = connect(port, host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host)
    probe.once('connect', () => probe.end())
    probe.once('error', (error) => {
      unsubscribe('net.server.socket', found)
      reject(error)
    })
  })
  const requests = server.listeners('request') as ((...args: unknown[]) => void)[]
  server.removeAllListeners('request')
  server.on('request', guardHost((request, response) => requests.forEach((listener) => listener.call(server, request, response))))
  const upgrades = server.listeners('upgrade') as ((...args: unknown[]) => void)[]
  server.removeAllListeners('upgrade')
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if (!isAllowedHost(request.headers.host, loopbackHosts)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return
    }
    upgrades.forEach((listener) => listener.call(server, request, socket, head))
  })
  return server
}
