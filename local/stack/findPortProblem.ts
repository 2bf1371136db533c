import { createServer } from 'node:net'

/**
 * Tries to listen on host:port and closes again at once. Resolves undefined when the port
 * is free, else the listen error (EADDRINUSE, EACCES, …). For services that would otherwise
 * fail on a taken port from somewhere nobody can catch (a child process, an event).
 */
export function findPortProblem(host: string, port: number): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error))
    probe.listen(port, host, () => probe.close(() => resolve(undefined)))
  })
}
