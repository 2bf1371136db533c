import type { Keyring } from '../createKeyring.js'
import type { FrameStorage } from '../createFrameStorage.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import type { SmartAccounts } from '../smartAccount/createSmartAccounts.js'
import type { PermissionGrant } from '../../../../services/permissions/PermissionGrant.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'

/** What the EVM request handlers work with. */
export interface SigningContext {
  keyring: Keyring
  rpc: RpcClient
  storage: FrameStorage
  /** Every chain the API serves (CAIP-2). */
  chains: readonly string[]
  /** The user's ERC-4337 smart accounts, and which one (if any) is active on a chain. */
  smartAccounts: SmartAccounts
  /** The API's token balances of an account on one chain (`GET /v1/account/{address}/balance`). */
  /** The API's index of the permissions the user granted (`/v1/embedded/permissions`), with the session's token. */
  permissionsIndex?: {
    record(body: { chainId: string; appOrigin: string; grants: { request: PermissionRequest; context: string }[] }): Promise<unknown>
    list(): Promise<{ grants: PermissionGrant[] }>
    revoked(chainId: string, delegationHash: string): Promise<unknown>
  }
  balances(address: string, chainId: string): Promise<{ symbol: string; name: string; address?: string; price?: number; quantity: { decimals: string; numeric: string } }[]>
}
