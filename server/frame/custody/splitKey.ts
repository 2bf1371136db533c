import { split } from 'shamir-secret-sharing'

/** The three shares of one key: any two rebuild it, one alone says nothing about it. */
export interface KeyShares {
  /** Kept in the frame origin's storage on this device. */
  device: Uint8Array
  /** Kept by the backend; released only to an authenticated session of the user on this device. */
  auth: Uint8Array
  /** Kept by the backend sealed: to the operator's recovery key, or to the user's password. */
  recovery: Uint8Array
}

/** Splits a 32-byte key 2-of-3 with shamir-secret-sharing (audited). Each call draws a new polynomial. */
export async function splitKey(secret: Uint8Array): Promise<KeyShares> {
  const [device, auth, recovery] = await split(secret, 3, 2)
  return { device: device!, auth: auth!, recovery: recovery! }
}
