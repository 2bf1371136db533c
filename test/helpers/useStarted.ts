import { afterAll, beforeAll } from 'vitest'

/**
 * Runs `start` before the enclosing suite's tests and `stop` after them, for a server, chain
 * or browser a whole file shares. The object returned is filled in with what `start`
 * resolved by the time the tests run; `stop` is skipped when `start` never got that far.
 */
export function useStarted<T extends object>(start: () => Promise<T>, stop: (started: T) => unknown, timeoutMs?: number): T {
  const started = {} as T
  let ready = false
  beforeAll(async () => {
    Object.assign(started, await start())
    ready = true
  }, timeoutMs)
  afterAll(async () => {
    if (ready) await stop(started)
  })
  return started
}
