import { toBase64Url } from '../../custody/base64url.js'
import { splitKey } from '../../custody/splitKey.js'
import type { WalletNamespace } from '../../custody/WalletNamespace.js'
import type { SplitUpload } from '../backend/createBackendClient.js'
import type { DeviceShare } from './DeviceShares.js'
import type { RecoverySealer } from './RecoverySealer.js'

/**
 * Splits one key for this device: the device share stays here, the auth share and the
 * sealed recovery share go to the backend. The raw shares are zeroed once encoded.
 */
export async function splitForDevice(namespace: WalletNamespace, secret: Uint8Array, address: string, sealer: RecoverySealer): Promise<{ upload: SplitUpload & { address: string }; device: DeviceShare }> {
  const shares = await splitKey(secret)
  try {
    const splitId = crypto.randomUUID()
    const recovery = await sealer.seal(shares.recovery, namespace, address)
    return {
      upload: { namespace, address, splitId, authShare: toBase64Url(shares.auth), recovery },
      device: { splitId, share: toBase64Url(shares.device) },
    }
  } finally {
    for (const share of Object.values(shares)) share.fill(0)
  }
}
