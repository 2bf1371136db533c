/**
 * Watches a discovery (`watch` calls back with the thing sought once it is seen) until it
 * finds it or `timeoutMs` pass; resolves `undefined` then. Adapters use it to wait for a
 * wallet whose script starts after the page's, as some extensions' do on a fresh load.
 */
export function waitForDiscovered<T>(watch: (found: (value: T | undefined) => void) => () => void, timeoutMs: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    let settled = false
    let stop: (() => void) | undefined
    const settle = (value: T | undefined) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      stop?.()
      resolve(value)
    }
    const timer = setTimeout(() => settle(undefined), timeoutMs)
    stop = watch((value) => {
      if (value !== undefined) settle(value)
    })
    // Found during the first, synchronous round: `stop` did not exist yet when it settled.
    if (settled) stop()
  })
}
