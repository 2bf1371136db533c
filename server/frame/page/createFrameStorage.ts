import { readPreferredAccountTypes, type PreferredAccountTypes } from '../../../adapters/embedded/protocol/embeddedUserSchema.js'
import type { WalletNamespace } from '../custody/WalletNamespace.js'
import type { StoredDeviceShares } from './custody/DeviceShares.js'
import type { SealedSession } from './session/SealedSession.js'

/** The prefix of every key the frame keeps in its origin's localStorage (never the host's). */
export const FRAME_STORAGE_PREFIX = 'airlock-frame'

/** The frame's storage, on its own origin (partitioned by the browser under each host site). */
export type FrameStorage = ReturnType<typeof createFrameStorage>

/**
 * What the frame keeps on this device, per project: the session token (as is, or sealed with
 * a passkey's key beside the user it opens), the device shares of the signed-in user, the
 * chain it is on, the preferred account type per namespace (SPEC §9), and batched-call
 * receipts. Plus one random device id for all projects. Nothing here is a whole key.
 */
export function createFrameStorage(store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, projectId: string) {
  const key = (name: string) => `${FRAME_STORAGE_PREFIX}:${projectId}:${name}`
  const readJson = <T>(name: string): T | undefined => {
    try {
      const text = store.getItem(key(name))
      return text === null ? undefined : (JSON.parse(text) as T)
    } catch {
      return undefined
    }
  }
  const writeJson = (name: string, value: unknown) => store.setItem(key(name), JSON.stringify(value))
  return {
    /** The device's id: made once (32 random bytes), sent to the backend, which keeps only its hash. */
    deviceId(): string {
      const name = `${FRAME_STORAGE_PREFIX}:device-id`
      let id = store.getItem(name)
      if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) {
        const bytes = crypto.getRandomValues(new Uint8Array(32))
        id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
        store.setItem(name, id)
      }
      return id
    },
    token: () => store.getItem(key('session')) ?? undefined,
    setToken: (token: string | undefined) => (token === undefined ? store.removeItem(key('session')) : store.setItem(key('session'), token)),
    /** The session token sealed with this device's passkey key, and the user it opens (what shows while it is locked). */
    sealedSession: () => readJson<SealedSession>('session-sealed'),
    setSealedSession: (sealed: SealedSession | undefined) => (sealed === undefined ? store.removeItem(key('session-sealed')) : writeJson('session-sealed', sealed)),
    deviceShares: (userId: string) => readJson<StoredDeviceShares>(`shares:${userId}`) ?? {},
    setDeviceShares: (userId: string, shares: StoredDeviceShares) => writeJson(`shares:${userId}`, shares),
    chainId: (namespace: WalletNamespace) => store.getItem(key(`chain:${namespace}`)) ?? undefined,
    setChainId: (namespace: WalletNamespace, chainId: string) => store.setItem(key(`chain:${namespace}`), chainId),
    /** SPEC §9 preferred account type per namespace, of the user signed in here; SPEC §4: unreadable is `eoa`. */
    preferredAccountTypes: (): PreferredAccountTypes => readPreferredAccountTypes(readJson<unknown>('preferredAccountTypes')),
    setPreferredAccountTypes: (types: PreferredAccountTypes | undefined) => (types === undefined ? store.removeItem(key('preferredAccountTypes')) : writeJson('preferredAccountTypes', types)),
    calls: <T>(id: string) => readJson<T>(`calls:${id}`),
    setCalls: (id: string, value: unknown) => writeJson(`calls:${id}`, value),
    /** The storage key of the session token, to notice another page of this origin signing in or out. */
    sessionKey: key('session'),
    /** The storage key of the sealed session token, likewise. */
    sealedSessionKey: key('session-sealed'),
  }
}
