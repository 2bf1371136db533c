import { isAddress } from 'viem'
import { z } from 'zod'

/** An email as sign-in uses it: trimmed and lower-cased, so one address is one user. */
export const emailInput = z.string().trim().toLowerCase().pipe(z.email('expected an email address').max(254))
/** The frame's random device id (32 bytes, base64url); stored only hashed. */
export const deviceIdInput = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a device id')
/** A one-time code as typed; `verifyCode` checks the digits. */
export const otpInput = z.string().max(32)
/** One Shamir share: 33 bytes, base64url. */
export const shareInput = z.string().regex(/^[A-Za-z0-9_-]{44}$/, 'expected a 33-byte share in base64url')
/** A namespace the embedded wallet holds a key in. */
export const namespaceInput = z.enum(['eip155', 'solana'])

/** True when `address` is a valid address of `namespace`. */
export function isNamespaceAddress(namespace: 'eip155' | 'solana', address: string): boolean {
  return namespace === 'eip155' ? isAddress(address, { strict: true }) : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)
}
