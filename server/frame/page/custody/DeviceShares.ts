import type { WalletNamespace } from '../../custody/WalletNamespace.js'

/** One namespace's device share, with the split it belongs to. */
export interface DeviceShare {
  splitId: string
  /** The share, base64url. */
  share: string
}

/** What the frame origin's storage keeps for one user on this device: one share per namespace. */
export type DeviceShares = Partial<Record<WalletNamespace, DeviceShare>>
