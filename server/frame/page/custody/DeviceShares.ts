import type { WalletNamespace } from '../../custody/WalletNamespace.js'
import type { SealedShare } from '../passkeys/prfSealing.js'

/** One namespace's device share, with the split it belongs to. */
export interface DeviceShare {
  splitId: string
  /** The share, base64url. */
  share: string
}

/**
 * A device share as the frame origin's storage keeps it: as is, or sealed with a key derived
 * from a passkey's PRF output, so a copy of the storage alone holds nothing usable.
 */
export type StoredDeviceShare = DeviceShare | { splitId: string; sealed: SealedShare }

/** What the frame origin's storage keeps for one user on this device: one share per namespace. */
export type DeviceShares = Partial<Record<WalletNamespace, DeviceShare>>

/** The stored form of {@link DeviceShares}. */
export type StoredDeviceShares = Partial<Record<WalletNamespace, StoredDeviceShare>>
