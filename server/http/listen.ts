import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerClientErrors } from './answerClientErrors.js'

/**
 * Starts `server` on host:port (0 = a free port) and resolves with the port it got. Requests
 * node's parser refuses get a status and message naming what was wrong (`answerClientErrors`).
 */
export function listen(server: Server, host: string, port: number): Promise<number> {
  answerClientErrors(server)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** Closes `server`, dropping idle keep-alive connections so it does not linger. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}
