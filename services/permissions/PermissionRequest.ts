/**
 * `wallet_grantPermissions` (ERC-7715) as the embedded wallet takes it: one request per
 * permission, each for one chain, until `expiry`, to the account the app holds the key of
 * (`signer`, an ERC-7710 delegate). The wallet answers each with the request (its start time
 * filled in) and the `context` the app redeems through `signerMeta.delegationManager`.
 */
export interface PermissionRequest {
  /** EIP-155 chain id, hex (`0x7a69`). */
  chainId: `0x${string}`
  /** The account that grants: the signed-in person's; optional. */
  address?: `0x${string}`
  /** UNIX seconds after which the grant acts no more (enforced on chain). */
  expiry: number
  /** The app's own account, which alone may use the grant (ERC-7710's delegate). */
  signer: { type: 'account'; data: { address: `0x${string}` } }
  permission: Permission
  /** Further rules: `payee` (only to these addresses), `call-limit` (at most so many uses). */
  policies?: readonly PermissionPolicy[]
}

/** A permission type Airlock's wallet grants; each maps to the Delegation Framework's enforcers. */
export type Permission = NativeTokenPeriodicPermission | Erc20TokenPeriodicPermission | ContractCallPermission

/** Up to `periodAmount` wei of the native coin per `periodDuration` seconds, in plain sends (no calldata). */
export interface NativeTokenPeriodicPermission {
  type: 'native-token-periodic'
  data: { periodAmount: `0x${string}`; periodDuration: number; startTime?: number; justification?: string }
}

/** Up to `periodAmount` (the token's smallest unit) of one ERC-20 per period, by its `transfer`. */
export interface Erc20TokenPeriodicPermission {
  type: 'erc20-token-periodic'
  data: { tokenAddress: `0x${string}`; periodAmount: `0x${string}`; periodDuration: number; startTime?: number; justification?: string }
}

/**
 * Calls to these contracts, to these functions only (by signature, `move(uint8)`, or
 * selector), carrying no native coin.
 */
export interface ContractCallPermission {
  type: 'contract-call'
  data: { contracts: readonly `0x${string}`[]; functions: readonly string[]; justification?: string }
}

/** A rule added to a permission. */
export type PermissionPolicy =
  | { type: 'payee'; data: { addresses: readonly `0x${string}`[] } }
  | { type: 'call-limit'; data: { count: number } }

/** What the wallet answers for one granted request (ERC-7715). */
export interface PermissionResponse extends PermissionRequest {
  /** The grant (ABI-encoded ERC-7710 delegations) to redeem, and to revoke by. */
  context: `0x${string}`
  signerMeta: { delegationManager: `0x${string}` }
}
