import { fromBase64Url } from '../custody/base64url.js'
import { rebuildKey } from '../custody/rebuildKey.js'
import type { WalletNamespace } from '../custody/WalletNamespace.js'
import type { BackendClient } from './backend/createBackendClient.js'
import type { FrameStorage } from './createFrameStorage.js'
import { createWalletKeys } from './custody/createWalletKeys.js'
import type { DeviceShare, DeviceShares, StoredDeviceShare, StoredDeviceShares } from './custody/DeviceShares.js'
import { rebuildFromRecovery } from './custody/rebuildFromRecovery.js'
import { operatorSealer, passwordSealer, type RecoverySealer } from './custody/RecoverySealer.js'
import { splitForDevice } from './custody/splitForDevice.js'
import { FrameFailure } from './frame/FrameFailure.js'
import { openShare, sealShare } from './passkeys/prfSealing.js'

type AuthShares = Map<WalletNamespace, { address: string; splitId: string; authShare: string }>

/** The signed-in user's keys as the frame reaches them; see {@link createKeyring}. */
export type Keyring = ReturnType<typeof createKeyring>

/**
 * The frame's hold on a user's keys. It keeps the auth shares the backend released to this
 * session (in memory) and the device shares (in the frame origin's storage), and rebuilds a
 * key only for the moment it signs: `withKey` checks it against the address, hands it to
 * the signer, and zeroes it. Where the user's passkey offers PRF, the device shares are kept
 * sealed with a key derived from it (`sealWith`); that key lives in this page's memory only,
 * and after a reload the shares stay locked until a passkey unlocks them (`unlock`).
 */
export function createKeyring(backend: BackendClient, storage: FrameStorage) {
  let auth: AuthShares | undefined
  let userId: string | undefined
  // While the session is sealed and locked: the addresses it opens, known before the backend answers.
  let awaiting: Map<WalletNamespace, string> | undefined
  // The passkey key of one user's sealed shares, in this page's memory only.
  let sealing: { userId: string; key: CryptoKey } | undefined
  const sealingKey = () => (sealing && sealing.userId === userId ? sealing.key : undefined)

  const deviceReady = (shares: StoredDeviceShares) =>
    auth !== undefined && auth.size > 0 && [...auth].every(([namespace, a]) => shares[namespace]?.splitId === a.splitId)

  const rebuildAll = async (): Promise<Map<WalletNamespace, Uint8Array>> => {
    const keys = new Map<WalletNamespace, Uint8Array>()
    for (const namespace of auth?.keys() ?? []) keys.set(namespace, await rebuild(namespace))
    return keys
  }
  const rebuild = async (namespace: WalletNamespace) => {
    if (!auth && awaiting) throw locked()
    const share = auth?.get(namespace)
    const device = userId ? storage.deviceShares(userId)[namespace] : undefined
    if (!share || !device || device.splitId !== share.splitId) throw new FrameFailure('not_connected', 'This device has no key for this account yet')
    return rebuildKey(namespace, [fromBase64Url(await plainShare(namespace, device)), fromBase64Url(share.authShare)], share.address)
  }
  const locked = () => new FrameFailure('passkey_locked', 'Unlock this device with your passkey first')
  const plainShare = async (namespace: WalletNamespace, device: StoredDeviceShare): Promise<string> => {
    if ('share' in device) return device.share
    const key = sealingKey()
    if (!key) throw locked()
    return openShare(key, device.sealed, namespace, device.splitId).catch(() => {
      throw locked()
    })
  }
  /** Keeps device shares in storage, sealed when a passkey's key is held. */
  const keepDevice = async (id: string, shares: DeviceShares) => {
    const stored: StoredDeviceShares = {}
    const key = sealingKey()
    for (const [namespace, device] of Object.entries(shares) as [WalletNamespace, DeviceShare][]) {
      stored[namespace] = key ? { splitId: device.splitId, sealed: await sealShare(key, device.share, namespace, device.splitId) } : device
    }
    storage.setDeviceShares(id, { ...storage.deviceShares(id), ...stored })
  }
  /** Splits `keys` anew for this device, keeps the device shares, and stores the rest with the backend. */
  const resplit = async (keys: Map<WalletNamespace, Uint8Array>, sealer: RecoverySealer, replaceRecovery: boolean) => {
    const device: DeviceShares = {}
    const uploads = []
    for (const [namespace, secret] of keys) {
      const split = await splitForDevice(namespace, secret, auth?.get(namespace)?.address ?? '', sealer)
      device[namespace] = split.device
      uploads.push(split.upload)
    }
    // The backend first: a refused upload (a step-up missing) leaves this device's share as it was.
    await backend.storeShares(sealer.mode, uploads, replaceRecovery)
    await keepDevice(userId!, device)
    await refresh()
  }
  const refresh = async () => {
    const { shares } = await backend.deviceShares()
    auth = new Map(shares.map((s) => [s.namespace, s]))
  }
  const zero = (keys: Map<WalletNamespace, Uint8Array>) => keys.forEach((key) => key.fill(0))
  /** What shares/recover released for a password the person has not yet typed right (that endpoint answers once per fresh factor). */
  let released: Awaited<ReturnType<typeof backend.recoveryMaterial>> | undefined

  return {
    /** Loads the session's auth shares; true when this device can sign, false when it must recover first. */
    async load(id: string): Promise<boolean> {
      userId = id
      released = undefined
      awaiting = undefined
      await refresh()
      return deviceReady(storage.deviceShares(id))
    },
    /** A new user's first keys: made and split here, the backend gets its shares. */
    async create(id: string, recoveryPublicKey: string): Promise<void> {
      userId = id
      const wallet = await createWalletKeys(operatorSealer(recoveryPublicKey))
      await keepDevice(id, wallet.device)
      await backend.createWallet(wallet.accounts)
      await refresh()
    },
    /**
     * A device without its own share rebuilds the keys from the auth and recovery shares
     * (the user's password opens the latter when they set one) and gets a split of its own.
     */
    async recover(recoveryPublicKey: string, password?: string): Promise<void> {
      // The backend releases the material once per fresh factor: a wrong password keeps it here, in memory, for the next try.
      const material = released ?? (await backend.recoveryMaterial())
      released = material.mode === 'password' ? material : undefined
      auth = new Map(material.shares.map((s) => [s.namespace, s]))
      const keys = await rebuildFromRecovery(material.shares, password)
      released = undefined
      try {
        await resplit(keys, material.mode === 'password' ? passwordSealer(password!) : operatorSealer(recoveryPublicKey), false)
      } finally {
        zero(keys)
      }
    },
    /** Protects recovery with the user's own password: afterwards the operator alone cannot rebuild the keys. */
    async setRecoveryPassword(password: string): Promise<void> {
      const keys = await rebuildAll()
      try {
        await resplit(keys, passwordSealer(password), true)
      } finally {
        zero(keys)
      }
    },
    /**
     * Seals this device's shares with a passkey's key (from its PRF output) and keeps the key
     * in memory: from now on a copy of the storage alone holds nothing usable here.
     */
    async sealWith(key: CryptoKey): Promise<void> {
      const plain: DeviceShares = {}
      for (const [namespace, device] of Object.entries(userId ? storage.deviceShares(userId) : {}) as [WalletNamespace, StoredDeviceShare][]) {
        plain[namespace] = { splitId: device.splitId, share: await plainShare(namespace, device) }
      }
      if (!userId) throw new FrameFailure('not_connected', 'Sign in first')
      sealing = { userId, key }
      if (Object.keys(plain).length) await keepDevice(userId, plain)
    },
    /**
     * Takes a passkey's key for the sealed shares of user `id` on this device (a reload forgets
     * it); false when it does not open them.
     */
    async unlock(id: string, key: CryptoKey): Promise<boolean> {
      const shares = Object.entries(storage.deviceShares(id)) as [WalletNamespace, StoredDeviceShare][]
      const sealed = shares.find(([, device]) => 'sealed' in device)
      if (sealed && 'sealed' in sealed[1]) {
        const opened = await openShare(key, sealed[1].sealed, sealed[0], sealed[1].splitId).then(() => true, () => false)
        if (!opened) return false
      }
      sealing = { userId: id, key }
      return true
    },
    /**
     * The session of user `id` is sealed and locked: their addresses are known (from what the
     * sealed session keeps), and signing waits for a passkey's unlock (`passkey_locked`).
     */
    awaitUnlock(id: string, accounts: readonly { namespace: WalletNamespace; address: string }[]) {
      auth = undefined
      userId = id
      awaiting = new Map(accounts.map((account) => [account.namespace, account.address]))
    },
    /** The passkey key this page holds for the signed-in user's sealed shares, to seal the session token with or hand to the wallet's other pages. */
    heldKey(): { userId: string; key: CryptoKey } | undefined {
      const key = sealingKey()
      return key && userId ? { userId, key } : undefined
    },
    /** Whether this device's shares are sealed with a passkey (`sealed`) and not unlocked in this page (`locked`). */
    sealing(): { sealed: boolean; locked: boolean } {
      const sealed = Object.values(userId ? storage.deviceShares(userId) : {}).some((device) => device && 'sealed' in device)
      return { sealed, locked: sealed && !sealingKey() }
    },
    /** The address of `namespace`, when the session has an account there. */
    address: (namespace: WalletNamespace) => auth?.get(namespace)?.address ?? awaiting?.get(namespace),
    /** Rebuilds the key of `namespace`, lets `use` sign with it, and zeroes it whatever happens. */
    async withKey<T>(namespace: WalletNamespace, use: (secret: Uint8Array) => Promise<T>): Promise<T> {
      const secret = await rebuild(namespace)
      try {
        return await use(secret)
      } finally {
        secret.fill(0)
      }
    },
    /** Forgets the session's auth shares (sign-out). The device shares stay: alone they are nothing. */
    clear() {
      auth = undefined
      userId = undefined
      awaiting = undefined
    },
    /** Forgets a passkey's key (sign-out): sealed shares stay locked until a passkey opens them again. */
    lock() {
      sealing = undefined
    },
  }
}
