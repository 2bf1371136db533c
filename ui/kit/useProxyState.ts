import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

/** Re-renders on every change of a kernel state proxy and returns its immutable snapshot. */
export function useProxyState<T extends object>(state: T): Snapshot<T> {
  const subscribeTo = useCallback((onChange: () => void) => subscribe(state, onChange), [state])
  const read = useCallback(() => snapshot(state), [state])
  return useSyncExternalStore(subscribeTo, read, read)
}
