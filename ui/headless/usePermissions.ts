import type { PermissionGrant, PluginApis } from '../../kit/index.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'

type Permissions = PluginApis['permissions']

/** What `usePermissions` gives: the person's live grants, and the actions of the permissions feature. */
export interface UsePermissionsReturn {
  /** The live grants of the connected embedded wallet, with their use read from the chain (empty for other wallets). */
  grants: readonly PermissionGrant[]
  status: Permissions['state']['status']
  /** Asks the wallet for permissions (ERC-7715); the embedded wallet's approval opens in the modal. */
  grant: Permissions['grant']
  /** Ends a grant on chain, after the person's approval. */
  revoke: Permissions['revoke']
  /** Reads the grants again. */
  refresh: Permissions['refresh']
  /** The app's own account for its key: what a request names as its signer. */
  appAccount: Permissions['appAccount']
  /** What is left of a grant this period, read from the chain. */
  allowance: Permissions['allowance']
  /** Acts under a grant with the app's own key, checked first, through the bundler, with no prompt. */
  sendCalls: Permissions['sendCalls']
}

/**
 * ERC-7715 permissions for a headless host: ask once, then act within the grant with the
 * app's own key, no prompt per action; the chain enforces every limit. Suspends while the
 * feature's code loads.
 *
 * @example
 * const permissions = usePermissions()
 * const { address } = await permissions.appAccount(key)
 * const [tips] = await permissions.grant({ chainId: '0x7a69', expiry, signer: { type: 'account', data: { address } },
 *   permission: { type: 'native-token-periodic', data: { periodAmount: '0x2386f26fc10000', periodDuration: 86400 } } })
 * await permissions.sendCalls({ permission: tips, calls: [{ to: jar, value: parseEther('0.001') }], key })
 */
export function usePermissions(): UsePermissionsReturn {
  const permissions = useFeatureApi('permissions')
  const state = useProxyState(permissions.state)
  return {
    grants: state.grants as readonly PermissionGrant[],
    status: state.status,
    grant: permissions.grant,
    revoke: permissions.revoke,
    refresh: permissions.refresh,
    appAccount: permissions.appAccount,
    allowance: permissions.allowance,
    sendCalls: permissions.sendCalls,
  }
}
