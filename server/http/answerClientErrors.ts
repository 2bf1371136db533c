import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Makes `server` answer requests node's parser refuses before any handler sees them with a
 * status and a JSON message that say what was wrong: headers past the size limit are 431
 * "Request header fields too large" (never confused with a body over the limit, which the
 * API answers 413), anything else malformed 400 "Bad request". Node would answer with no
 * body at all, or only close the socket.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy()
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    const message = status === 431 ? 'Request header fields too large' : status === 408 ? 'Request timed out' : 'Bad request'
    const body = JSON.stringify({ message })
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
  })
}
