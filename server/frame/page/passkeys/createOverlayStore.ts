/** A store whose writes wait in memory until `commit`; see {@link createOverlayStore}. */
export type OverlayStore = ReturnType<typeof createOverlayStore>

/**
 * Writes kept in memory over `store` until `commit` writes them (every other key first, then
 * `lastKey`): the passkey page signs in and makes or rebuilds the keys before the hidden
 * frame, which follows the session key in storage, sees a session at all.
 */
export function createOverlayStore(store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, lastKey: string) {
  const overlay = new Map<string, string | null>()
  return {
    getItem: (key: string) => (overlay.has(key) ? overlay.get(key)! : store.getItem(key)),
    setItem: (key: string, value: string) => void overlay.set(key, value),
    removeItem: (key: string) => void overlay.set(key, null),
    commit() {
      const entries = [...overlay].sort(([a], [b]) => Number(a === lastKey) - Number(b === lastKey))
      for (const [key, value] of entries) value === null ? store.removeItem(key) : store.setItem(key, value)
      overlay.clear()
    },
  }
}
