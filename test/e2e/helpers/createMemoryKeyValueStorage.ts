/**
 * A key-value store in memory with the interface the WalletConnect clients take as
 * `storage`, so that clients in Node keep nothing on disk (their default there writes files).
 */
export function createMemoryKeyValueStorage() {
  const entries = new Map<string, unknown>()
  // Values are copied in and out, as a real store serialises them.
  const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<T = any>(): Promise<[string, T][]> {
      return [...entries].map(([key, value]) => [key, copy(value as T)])
    },
    async getItem<T = any>(key: string): Promise<T | undefined> {
      return copy(entries.get(key) as T | undefined)
    },
    async setItem<T = any>(key: string, value: T): Promise<void> {
      entries.set(key, copy(value))
    },
    async removeItem(key: string): Promise<void> {
      entries.delete(key)
    },
  }
}
