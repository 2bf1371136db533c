import type { AirlockContext } from 'airlock/kit'
import type { Address } from 'viem'

/** A network where the wallet's permissions work, as the API lists it. */
export interface PermissionNetwork {
  caipNetworkId: string
  /** This API's bundler endpoint, or null where the chain has none. */
  bundlerUrl: string | null
  /** The EntryPoint v0.7 and the account factory the app's own account is made by. */
  entryPoint?: { address: Address; accountFactory?: Address }
  framework: {
    delegationManager: Address
    enforcers: Record<'nativeTokenPeriodTransfer' | 'erc20PeriodTransfer' | 'allowedTargets' | 'allowedMethods' | 'exactCalldata' | 'allowedCalldata' | 'valueLte' | 'timestamp' | 'limitedCalls', Address>
  }
}

interface ListedNetwork {
  caipNetworkId: string
  bundlerUrl: string | null
  entryPoints: { version: string; address: Address; accountFactory?: Address }[]
  permissions: PermissionNetwork['framework'] | null
}

/** The API's smart-account networks that carry the Delegation Framework, asked once per instance. */
export function permissionNetworks(context: AirlockContext): Promise<PermissionNetwork[]> {
  // A failed answer is asked again next time, not kept.
  const held = context.api.cache('permissionNetworks', () => ({ list: undefined as Promise<PermissionNetwork[]> | undefined }))
  held.list ??= context.api.get<{ networks: ListedNetwork[] }>('/v1/smart-accounts/networks').then(({ networks }) =>
      networks.flatMap((n) => {
        if (!n.permissions) return []
        const entryPoint = n.entryPoints.find((e) => e.version === '0.7')
        return [{ caipNetworkId: n.caipNetworkId, bundlerUrl: n.bundlerUrl, framework: n.permissions, ...(entryPoint && { entryPoint: { address: entryPoint.address, ...(entryPoint.accountFactory && { accountFactory: entryPoint.accountFactory }) } }) }]
      }),
    )
  held.list.catch(() => (held.list = undefined))
  return held.list
}
