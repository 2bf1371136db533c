import type { RecoveryEnvelope } from '../../custody/RecoveryEnvelope.js'
import { sealForOperator } from '../../custody/sealForOperator.js'
import { sealWithPassword } from '../../custody/sealWithPassword.js'

/** Seals a recovery share for one account: to the operator's key, or to the user's password. */
export interface RecoverySealer {
  mode: 'automatic' | 'password'
  seal(share: Uint8Array, namespace: string, address: string): Promise<RecoveryEnvelope>
}

/** Automatic recovery: seals to the operator's recovery public key (from the backend's config). */
export function operatorSealer(publicKey: string): RecoverySealer {
  return { mode: 'automatic', seal: (share, namespace, address) => sealForOperator(share, publicKey, namespace, address) }
}

/** Password recovery: seals to a key derived from the user's own password, in the frame. */
export function passwordSealer(password: string): RecoverySealer {
  return { mode: 'password', seal: (share, namespace, address) => sealWithPassword(share, password, namespace, address) }
}
