import * as z from 'zod/mini'
import { oneOf } from './schemaParts.js'

/** The account types SPEC §3/§4 know; the preferred one falls back to `eoa`. */
export const accountTypeSchema = oneOf(['eoa', 'smartAccount'])

/** The namespaces an embedded user holds an account in. */
export const embeddedNamespaceSchema = oneOf(['eip155', 'solana'])

/** SPEC §3 preferred account type per namespace; a namespace not named is `eoa`. */
export const preferredAccountTypesSchema = z.object({ eip155: z.optional(accountTypeSchema), solana: z.optional(accountTypeSchema) })

/** SPEC §3 preferred account type per namespace. */
export type PreferredAccountTypes = z.infer<typeof preferredAccountTypesSchema>

/**
 * The preferred account types in `value`; SPEC §4: a value that is not such a map (another
 * version's, a broken one) is no preference, so `eoa` everywhere. Unknown namespaces are dropped.
 */
export const readPreferredAccountTypes = (value: unknown): PreferredAccountTypes => preferredAccountTypesSchema.safeParse(value).data ?? {}

/** SPEC §3 account entry of an embedded user: one per namespace. */
export const embeddedAccountSchema = z.object({
  namespace: embeddedNamespaceSchema,
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
  /** The eip155 regular account (the EOA), also while the smart account is in use (a frame before it leaves it out). */
  eoaAddress: z.optional(z.string()),
  userName: z.optional(z.string()),
  /** The eip155 account type in use (the SPEC §3 embedded-user entity's single field). */
  preferredAccountType: accountTypeSchema,
  /** SPEC §3 the account type in use per namespace (a frame before the map leaves it out). */
  preferredAccountTypes: z.optional(preferredAccountTypesSchema),
  smartAccountDeployed: z.optional(z.boolean()),
  smartAccountEnabledNetworks: z.array(z.number()),
  /** How the recovery share is protected: by the operator's key, or by the user's own password. */
  recoveryMode: oneOf(['automatic', 'password']),
  /** Whether the second factor is on: then the wallet's irreversible actions ask for a passkey or authenticator app first. */
  secondFactor: z.optional(z.boolean()),
})

/** SPEC §3 embedded wallet user. */
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>
/** One account of an embedded user. */
export type EmbeddedAccount = z.infer<typeof embeddedAccountSchema>
