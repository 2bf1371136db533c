import { deriveAddress } from '../../custody/deriveAddress.js'
import { generateWalletKey } from '../../custody/generateWalletKey.js'
import { walletNamespaces } from '../../custody/WalletNamespace.js'
import type { SplitUpload } from '../backend/createBackendClient.js'
import type { DeviceShares } from './DeviceShares.js'
import type { RecoverySealer } from './RecoverySealer.js'
import { splitForDevice } from './splitForDevice.js'

/**
 * A new user's wallet, made here in the frame: an EVM key and a Solana key, each split
 * 2-of-3. Returns what the backend stores and what this device keeps; the keys themselves
 * are zeroed before this returns and never leave the frame.
 */
export async function createWalletKeys(sealer: RecoverySealer): Promise<{ accounts: (SplitUpload & { address: string })[]; device: DeviceShares }> {
  const accounts: (SplitUpload & { address: string })[] = []
  const device: DeviceShares = {}
  for (const namespace of walletNamespaces) {
    const secret = generateWalletKey(namespace)
    try {
      const split = await splitForDevice(namespace, secret, deriveAddress(namespace, secret), sealer)
      accounts.push(split.upload)
      device[namespace] = split.device
    } finally {
      secret.fill(0)
    }
  }
  return { accounts, device }
}
