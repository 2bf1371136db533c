/** A small JSON key-value store, scoped by a prefix. */
export interface KeyValueStorage {
  get<T>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Some privacy modes throw on the mere access.
    return undefined
  }
}

/**
 * Persists small values in `localStorage` under `prefix`, or in memory where there is none
 * (server rendering, privacy modes). Failures to write (quota) never throw.
 */
export function createStorage(prefix = 'airlock:'): KeyValueStorage {
  const memory = new Map<string, string>()
  const backend = browserStorage()
  const read = (key: string) => (backend ? backend.getItem(prefix + key) : (memory.get(key) ?? null))
  return {
    get<T>(key: string) {
      const raw = read(key)
      if (raw === null) return undefined
      try {
        return JSON.parse(raw) as T
      } catch {
        return undefined
      }
    },
    set(key, value) {
      const raw = JSON.stringify(value)
      try {
        if (backend) backend.setItem(prefix + key, raw)
        else memory.set(key, raw)
      } catch {
        memory.set(key, raw)
      }
    },
    remove(key) {
      memory.delete(key)
      try {
        backend?.removeItem(prefix + key)
      } catch {
        // Nothing to undo.
      }
    },
  }
}
