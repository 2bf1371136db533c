import * as z from 'zod/mini'
import { oneOf } from './schemaParts.js'

/** The account types SPEC §3/§4 know; the preferred one falls back to `eoa`. */
export const accountTypeSchema = oneOf(['eoa', 'smartAccount'])

/** SPEC §3 account entry of an embedded user: one per namespace. */
export const embeddedAccountSchema = z.object({
  namespace: oneOf(['eip155', 'solana']),
  address: z.string(),
  type: accountTypeSchema,
})

/**
 * SPEC §3 embedded wallet user, as GET_USER and CONNECT_OTP answer it. `address` and
 * `chainId` are those of the frame's current chain; `accounts` lists every namespace.
 */
export const embeddedUserSchema = z.object({
  email: z.nullable(z.string()),
  address: z.string(),
  chainId: z.string(),
  accounts: z.array(embeddedAccountSchema),
  userName: z.optional(z.string()),
  preferredAccountType: accountTypeSchema,
  smartAccountDeployed: z.optional(z.boolean()),
  smartAccountEnabledNetworks: z.array(z.number()),
  /** How the recovery share is protected: by the operator's key, or by the user's own password. */
  recoveryMode: oneOf(['automatic', 'password']),
})

/** SPEC §3 embedded wallet user. */
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>
/** One account of an embedded user. */
export type EmbeddedAccount = z.infer<typeof embeddedAccountSchema>
