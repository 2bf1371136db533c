import { fromBase64Url } from '../../custody/base64url.js'
import { rebuildKey } from '../../custody/rebuildKey.js'
import { openWithPassword } from '../../custody/sealWithPassword.js'
import type { WalletNamespace } from '../../custody/WalletNamespace.js'
import type { RecoveryMaterial } from '../../../api/embedded/readRecoveryMaterial.js'
import { FrameFailure } from '../frame/FrameFailure.js'

/**
 * Rebuilds every key from its auth share and its recovery share (opened by the backend in
 * automatic recovery, or here with the user's password), each checked against its address.
 * The caller zeroes the returned keys.
 * @throws FrameFailure `recovery_password_required` without a password where one is needed,
 * `invalid_input` (field `password`) for a wrong one, `key_mismatch` for a wrong share.
 */
export async function rebuildFromRecovery(material: readonly RecoveryMaterial[], password?: string): Promise<Map<WalletNamespace, Uint8Array>> {
  const keys = new Map<WalletNamespace, Uint8Array>()
  try {
    for (const item of material) {
      let recovery: Uint8Array
      if (item.recovery.kind === 'share') {
        recovery = fromBase64Url(item.recovery.share)
      } else {
        const envelope = item.recovery.envelope
        if (envelope.scheme !== 'pbkdf2-sha256-aes256gcm') throw new FrameFailure('key_mismatch', 'The stored recovery share cannot be opened here')
        if (password === undefined) throw new FrameFailure('recovery_password_required', 'Enter your recovery password to use your wallet on this device')
        recovery = await openWithPassword(envelope, password, item.namespace, item.address).catch(() => {
          throw new FrameFailure('invalid_input', 'Wrong recovery password', { field: 'password' })
        })
      }
      try {
        keys.set(item.namespace, await rebuildKey(item.namespace, [fromBase64Url(item.authShare), recovery], item.address))
      } finally {
        recovery.fill(0)
      }
    }
    return keys
  } catch (error) {
    for (const key of keys.values()) key.fill(0)
    throw error
  }
}
