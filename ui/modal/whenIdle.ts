/** Without requestIdleCallback, how long after the call the task runs. */
const IDLE_FALLBACK_MS = 1000

/** Runs `task` once the page is idle; returns what cancels it. */
export function whenIdle(task: () => void): () => void {
  // Where requestIdleCallback is missing (Safari before 18.4), a timer stands in.
  const idle = self.requestIdleCallback as typeof requestIdleCallback | undefined
  const handle = idle ? idle(task) : (setTimeout(task, IDLE_FALLBACK_MS) as unknown as number)
  return () => (idle ? cancelIdleCallback : clearTimeout)(handle)
}
