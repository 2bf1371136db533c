import { leaseFrameStore, type PageStore } from './lease/leaseFrameStore.js'
import { partitionedCookiesWork } from './vault/vaultCookie.js'

/**
 * Where the frame keeps what it keeps: `local`, the frame origin's localStorage (partitioned
 * by the browser under each host site); `sealed`, where the browser denies a framed page any
 * storage but keeps its partitioned cookies (Chrome's private windows, "Block third-party
 * cookies"): memory, sealed for the app to keep, the key in such a cookie; `memory`, where
 * it keeps neither: sign-in then lasts as long as the page.
 */
export type FrameStoreKind = 'local' | 'sealed' | 'memory'

/** The frame origin's localStorage when the browser lets this page have it, else a memory map, and which kind of place the frame has. */
export function openFrameStore(jar: Pick<Document, 'cookie'> = document): { store: PageStore; kind: FrameStoreKind; entries(): [string, string][] } {
  try {
    const store = window.localStorage
    store.getItem('airlock-frame:probe')
    return { store, kind: 'local', entries: () => [] }
  } catch {
    const memory = new Map<string, string>()
    return {
      store: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) },
      kind: partitionedCookiesWork(jar) ? 'sealed' : 'memory',
      entries: () => [...memory],
    }
  }
}

/**
 * The storage a visible page of the wallet (passkey, recovery) works on: the frame origin's
 * localStorage where the browser gives it, else the hidden frame's beside it, reached over a
 * channel that needs no storage (so the page sees the session the app's frame holds), else
 * an empty memory map.
 */
export async function openPageStore(projectId: string): Promise<PageStore> {
  const opened = openFrameStore()
  if (opened.kind === 'local') return opened.store
  return (await leaseFrameStore(projectId)) ?? opened.store
}
