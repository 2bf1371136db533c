import * as z from 'zod/mini'
import { plainRecord } from '../schemaParts.js'
import type { PermissionGrant } from 'airlock/kit'

/** One live grant as the wallet lists it (GET_PERMISSIONS): what, for whom, its use read from the chain. */
export const permissionGrantSchema = z.object({
  /** CAIP-2. */
  chainId: z.string(),
  delegationHash: z.string(),
  /** The app's origin, as the wallet's frame saw its parent when the person approved. */
  app: z.string(),
  /** The app's own account (ERC-7710 delegate). */
  delegate: z.string(),
  /** The ERC-7715 request as granted. */
  request: plainRecord(),
  context: z.string(),
  grantedAt: z.number(),
  expiresAt: z.number(),
  revoked: z.boolean(),
  /** An allowance: this period's amount, left, used (smallest units, decimal) and when the period ends (UNIX s). */
  allowance: z.optional(z.object({ periodAmount: z.string(), left: z.string(), used: z.string(), periodEndsAt: z.number() })),
  /** A call limit: allowed and made. */
  calls: z.optional(z.object({ limit: z.number(), used: z.number() })),
  /** An ERC-20 allowance's token, as the API read it from the contract. */
  token: z.optional(z.object({ symbol: z.string(), decimals: z.number() })),
})

// The schema checks the shape the public type describes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameKeys: Same<keyof z.infer<typeof permissionGrantSchema>, keyof PermissionGrant> = true
void sameKeys
