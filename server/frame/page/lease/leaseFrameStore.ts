import { isFrameBeside } from '../frame/isFrameBeside.js'
import { listenToOwnOrigin } from '../frame/listenToOwnOrigin.js'
import { FRAME_STORE_CHANNEL, storeEntriesSchema } from './frameStoreMessages.js'

/** How long a page waits for the hidden frame beside it to say what it keeps. */
export const LEASE_WAIT_MS = 3_000

/** A frame page's storage, as `createFrameApp` takes it. */
export type PageStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The storage of the hidden frame beside this page (a frame of the same app page, on the
 * wallet's origin), for a visible page of the wallet where the browser gives the frame no
 * storage of its own: a copy of what the hidden frame keeps, whose every write goes back to
 * it. Undefined when no hidden frame answers in time (the page then has a session of none).
 */
export function leaseFrameStore(projectId: string, self: Window = window): Promise<PageStore | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop()
      resolve(undefined)
    }, LEASE_WAIT_MS)
    const stop = listenToOwnOrigin(self, storeEntriesSchema, ({ entries }, source) => {
      if (!isFrameBeside(source, self.parent, self)) return
      clearTimeout(timer)
      stop()
      const frame = source as Window
      const copy = new Map(entries)
      const post = (key: string, value?: string) => frame.postMessage({ channel: FRAME_STORE_CHANNEL, key, ...(value !== undefined && { value }) }, self.location.origin)
      resolve({
        getItem: (key) => copy.get(key) ?? null,
        setItem(key, value) {
          copy.set(key, value)
          post(key, value)
        },
        removeItem(key) {
          copy.delete(key)
          post(key)
        },
      })
    })
    const parent = self.parent
    for (let i = 0; i < parent.frames.length; i++) {
      const frame = parent.frames[i]
      if (!frame || frame === self) continue
      try {
        frame.postMessage({ channel: FRAME_STORE_CHANNEL, ask: 'entries', projectId }, self.location.origin)
      } catch {
        // a frame that went away meanwhile
      }
    }
  })
}
