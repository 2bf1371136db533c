import { combine } from 'shamir-secret-sharing'
import { deriveAddress, sameAddress } from './deriveAddress.js'
import { KeyMismatchError } from './KeyMismatchError.js'
import type { WalletNamespace } from './WalletNamespace.js'

/**
 * Combines two shares of one key and checks the result against the stored address before
 * anyone may use it. The caller zeroes the returned bytes (`fill(0)`) once it has signed.
 * @throws KeyMismatchError when the shares rebuild another key (or do not combine at all).
 */
export async function rebuildKey(namespace: WalletNamespace, shares: [Uint8Array, Uint8Array], address: string): Promise<Uint8Array> {
  let secret: Uint8Array
  try {
    secret = await combine(shares)
  } catch {
    throw new KeyMismatchError(namespace)
  }
  let derived: string | undefined
  try {
    derived = deriveAddress(namespace, secret)
  } catch {
    derived = undefined
  }
  if (derived === undefined || !sameAddress(namespace, derived, address)) {
    secret.fill(0)
    throw new KeyMismatchError(namespace)
  }
  return secret
}
