/**
 * A rebuilt key does not control the account's stored address. Shamir shares carry no
 * integrity check: a wrong, stale or tampered share combines into some other key, which
 * must never sign.
 */
export class KeyMismatchError extends Error {
  override name = 'KeyMismatchError'
  readonly code = 'key_mismatch'

  constructor(readonly namespace: string) {
    super(`The ${namespace} key rebuilt from its shares does not match the account's address`)
  }
}
