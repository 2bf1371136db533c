/**
 * The frame origin's localStorage (partitioned by the browser under each host site), or,
 * where the browser denies a framed page any storage, memory for this page's life: sign-in
 * then lasts until the page closes.
 */
export function openFrameStore(): { store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>; kind: 'local' | 'memory' } {
  try {
    const store = window.localStorage
    store.getItem('airlock-frame:probe')
    return { store, kind: 'local' }
  } catch {
    const memory = new Map<string, string>()
    return { store: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) }, kind: 'memory' }
  }
}
