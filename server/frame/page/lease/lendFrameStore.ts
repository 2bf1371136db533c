import { isFrameBeside } from '../frame/isFrameBeside.js'
import { listenToOwnOrigin } from '../frame/listenToOwnOrigin.js'
import { FRAME_STORE_CHANNEL, storeAskSchema, storeWriteSchema, type StoreWrite } from './frameStoreMessages.js'

/** Options of {@link lendFrameStore}. */
export interface LendFrameStoreOptions {
  self: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: { origin: string } }
  /** The hidden frame's parent: only a window under the same app page may ask. */
  parent: unknown
  projectId: string
  /** Everything the frame keeps, once it is settled (restored, the app's sealed copy opened). */
  entries(): Promise<[string, string][]>
  /** Applies a page's write to the frame's storage and acts on it as on its own. */
  write(write: StoreWrite): void
  debug?: (reason: string, data: unknown) => void
}

/**
 * The hidden frame's side of {@link FRAME_STORE_CHANNEL}: answers a page of the wallet's own
 * origin beside it (the passkey, recovery or approve page the app shows) with what the frame
 * keeps, and takes that page's writes, so every page of the wallet works on one session
 * whether the browser lets the frame keep storage or only memory. Windows elsewhere (another
 * tab, another app page) get nothing.
 */
export function lendFrameStore(options: LendFrameStoreOptions): () => void {
  const debug = options.debug ?? (() => {})
  const beside = (source: MessageEventSource | null) => isFrameBeside(source, options.parent, options.self)
  const stopAsks = listenToOwnOrigin(options.self, storeAskSchema, (ask, source) => {
    if (!beside(source)) return debug('dropped: a storage ask from a window beside no app', '')
    if (ask.projectId !== options.projectId) return
    void options.entries().then((entries) => (source as Window).postMessage({ channel: FRAME_STORE_CHANNEL, entries }, options.self.location.origin))
  })
  const stopWrites = listenToOwnOrigin(options.self, storeWriteSchema, (write, source) => {
    if (!beside(source)) return debug('dropped: a storage write from a window beside no app', '')
    options.write(write)
  })
  return () => {
    stopAsks()
    stopWrites()
  }
}
