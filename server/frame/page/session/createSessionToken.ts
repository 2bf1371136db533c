import type { UserView } from '../../../api/embedded/readUserView.js'
import type { FrameStorage } from '../createFrameStorage.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import { openSessionToken, sealSessionToken } from './sealSessionToken.js'

/** The session token as one page of the frame reaches it; see {@link createSessionToken}. */
export type SessionToken = ReturnType<typeof createSessionToken>

/** The failure a request meets while the session is sealed and not unlocked here. */
export const sessionLocked = () => new FrameFailure('passkey_locked', 'Unlock this device with your passkey first')

/**
 * The signed-in session's token on this device, as the frame's storage keeps it: as is, or,
 * where this device's shares are sealed with a passkey's key, sealed with that key too, so a
 * copy of the storage holds no usable token. A sealed token opens only in this page's memory
 * (`open`, with the key an unlock or a sign-in brought); until then `read` refuses with
 * `passkey_locked` and the wallet shows the user it kept beside the token.
 */
export function createSessionToken(storage: FrameStorage) {
  // The sealed token this page opened, and what it was opened from (a sign-in elsewhere replaces it).
  let opened: { token: string; data: string } | undefined
  const openedToken = () => {
    const sealed = storage.sealedSession()
    return sealed && opened?.data === sealed.token.data ? opened.token : undefined
  }
  return {
    /** The token for the backend, or undefined when nobody is signed in. @throws `passkey_locked` while it is sealed and not opened here. */
    read(): string | undefined {
      const plain = storage.token()
      if (plain) return plain
      if (!storage.sealedSession()) return undefined
      const token = openedToken()
      if (!token) throw sessionLocked()
      return token
    },
    /** Whether a session is kept on this device, as is or sealed. */
    held: (): boolean => Boolean(storage.token() ?? storage.sealedSession()),
    /** Whether it is sealed and not opened in this page. */
    isLocked: (): boolean => !storage.token() && storage.sealedSession() !== undefined && openedToken() === undefined,
    /** Whether it is sealed (opened here or not). */
    isSealed: (): boolean => !storage.token() && storage.sealedSession() !== undefined,
    /** The user the sealed session opens, as last kept: what the wallet shows while it is locked. */
    lockedUser: (): UserView | undefined => storage.sealedSession()?.user,
    /** A new sign-in's token, kept as is until a passkey's key seals it. */
    keep(token: string) {
      storage.setSealedSession(undefined)
      storage.setToken(token)
      opened = undefined
    },
    /** Seals the session with the key of this device's shares, beside `user`; nothing when nobody is signed in or it is locked. */
    async seal(key: CryptoKey, user: UserView): Promise<void> {
      const token = storage.token() ?? openedToken()
      if (!token) return
      const sealed = await sealSessionToken(key, token, user.id)
      storage.setSealedSession({ userId: user.id, token: sealed, user })
      storage.setToken(undefined)
      opened = { token, data: sealed.data }
    },
    /** Opens the sealed session with a passkey's key in this page; false when it opens nothing (another passkey's key). */
    async open(key: CryptoKey): Promise<boolean> {
      const sealed = storage.sealedSession()
      if (!sealed) return false
      const token = await openSessionToken(key, sealed.token, sealed.userId)
      if (!token) return false
      opened = { token, data: sealed.token.data }
      return true
    },
    /** Keeps the backend's latest answer for the user beside a sealed token, for the next locked start. */
    keepUser(user: UserView) {
      const sealed = storage.sealedSession()
      if (sealed && sealed.userId === user.id) storage.setSealedSession({ ...sealed, user })
    },
    /** Forgets the session on this device (sign-out, expiry). */
    forget() {
      storage.setToken(undefined)
      storage.setSealedSession(undefined)
      opened = undefined
    },
  }
}
