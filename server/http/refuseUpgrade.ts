import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Answers a websocket upgrade request with a plain HTTP error and closes the socket, for
 * servers that take upgrades themselves (`server.on('upgrade')`): a refused Host, too many
 * connections from one client.
 */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nconnection: close\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`)
  }
  socket.destroy()
}
