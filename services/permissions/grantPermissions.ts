import type { AirlockContext } from '../../kernel/context.js'
import { loadFeature } from '../features/loadFeature.js'
import type { PermissionRequest, PermissionResponse } from './PermissionRequest.js'

/**
 * Asks the connected wallet for permissions (ERC-7715 `wallet_grantPermissions`), typed: the
 * embedded wallet shows its approval in the modal and answers each grant's `context`; a wallet
 * that declares the `permissions` capability gets the request as it is; any other rejects
 * with a `PermissionError` (`PERMISSIONS_UNSUPPORTED`, naming why). Loads the permissions
 * feature on first use; act under a grant with its `sendCalls` (`loadFeature(airlock, 'permissions')`).
 *
 * @example
 * const [grant] = await grantPermissions(airlock, {
 *   chainId: '0x7a69', expiry: Math.floor(Date.now() / 1000) + 7 * 86400,
 *   signer: { type: 'account', data: { address: appAccount } },
 *   permission: { type: 'native-token-periodic', data: { periodAmount: '0x2386f26fc10000', periodDuration: 86400 } },
 * })
 */
export async function grantPermissions(airlock: AirlockContext, requests: PermissionRequest | readonly PermissionRequest[]): Promise<PermissionResponse[]> {
  return (await loadFeature(airlock, 'permissions')).grant(requests)
}

/** Ends a grant on chain (ERC-7715 `wallet_revokePermissions`), after the person approves it in the wallet. */
export async function revokePermissions(airlock: AirlockContext, permissionContext: `0x${string}`): Promise<void> {
  return (await loadFeature(airlock, 'permissions')).revoke(permissionContext)
}
