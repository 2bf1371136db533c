import * as z from 'zod/mini'
import type { PermissionRequest } from 'airlock/kit'

/** The longest grant the wallet makes: a year. */
export const MAX_PERMISSION_SECONDS = 365 * 86_400
/** At most this many permissions in one `wallet_grantPermissions`. */
export const MAX_PERMISSIONS_PER_REQUEST = 8

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address'))
const amount = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex amount'))
const seconds = z.number().check(z.int(), z.positive())
const justification = z.optional(z.string().check(z.maxLength(200)))
// A function by signature (`transfer(address,uint256)`, optionally `function …`) or by selector.
const functionName = z.string().check(z.regex(/^(0x[0-9a-fA-F]{8}|(function\s+)?[A-Za-z_$][\w$]*\([\w\s,[\]()]*\))$/, 'expected a function signature or selector'), z.maxLength(200))

const permission = z.discriminatedUnion('type', [
  z.object({ type: z.literal('native-token-periodic'), data: z.object({ periodAmount: amount, periodDuration: seconds, startTime: z.optional(seconds), justification }) }),
  z.object({ type: z.literal('erc20-token-periodic'), data: z.object({ tokenAddress: address, periodAmount: amount, periodDuration: seconds, startTime: z.optional(seconds), justification }) }),
  z.object({ type: z.literal('contract-call'), data: z.object({ contracts: z.array(address).check(z.minLength(1), z.maxLength(16)), functions: z.array(functionName).check(z.minLength(1), z.maxLength(32)), justification }) }),
])

const policy = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payee'), data: z.object({ addresses: z.array(address).check(z.minLength(1), z.maxLength(16)) }) }),
  z.object({ type: z.literal('call-limit'), data: z.object({ count: z.number().check(z.int(), z.positive(), z.lte(1_000_000)) }) }),
])

/** One ERC-7715 request, checked field by field (see {@link PermissionRequest}). */
export const permissionRequestSchema = z.object({
  chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/, 'expected a hex chain id')),
  address: z.optional(address),
  expiry: seconds,
  signer: z.object({ type: z.literal('account'), data: z.object({ address }) }),
  permission,
  policies: z.optional(z.array(policy).check(z.maxLength(4))),
})

/** `wallet_grantPermissions`' params: one to eight requests. */
export const grantPermissionsParamsSchema = z.array(permissionRequestSchema).check(z.minLength(1), z.maxLength(MAX_PERMISSIONS_PER_REQUEST))

/** `wallet_revokePermissions`' params (ERC-7715): the grant's context. */
export const revokePermissionsParamsSchema = z.tuple([z.object({ permissionContext: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})+$/, 'expected hex')) })])

// The schema and the public type describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShape: Same<z.infer<typeof permissionRequestSchema>['permission']['type'], PermissionRequest['permission']['type']> = true
void sameShape
