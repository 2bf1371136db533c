import type { Address } from 'viem'
import type { DelegationFrameworkContracts } from '../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'
import type { ApiContext } from '../ApiContext.js'
import type { ProjectRecord } from '../projects/ProjectRecord.js'
import { resolveFeatures } from '../projects/defaultFeatures.js'
import { listSponsoredChainIds } from '../sponsor/listSponsoredChainIds.js'
import type { EntryPointOptions } from './SmartAccountChainOptions.js'
import { resolveSmartAccountChain } from './resolveSmartAccountChain.js'

/** One chain as `GET /v1/smart-accounts/networks` describes it. */
export interface SmartAccountNetwork {
  chainId: number
  caipNetworkId: string
  /** True when user operations can be sent here (a bundler is configured). */
  smartAccounts: boolean
  entryPoints: EntryPointOptions[]
  /** Where an EOA delegates with EIP-7702, or null on a chain without it. */
  eip7702Delegate: Address | null
  /** The Delegation Framework that enforces permissions (`wallet_grantPermissions`) here, or null where the wallet grants none. */
  permissions: DelegationFrameworkContracts | null
  /** This API's bundler endpoint for the chain (JSON-RPC), or null. */
  bundlerUrl: string | null
  /** This API's ERC-7677 sponsor endpoint, or null when the project has no sponsorship here. */
  paymasterUrl: string | null
  /**
   * Where the wallet asks an app's own ERC-7677 service (`wallet_sendCalls`'
   * `paymasterService.url`, one of `paymasterServices`, as `&service=<url>`): this API relays
   * it. Null when the project lists no service or the chain has no bundler.
   */
  paymasterServiceUrl: string | null
}

/** What the project may use: every chain with smart-account settings, and the ids of those with a bundler. */
export interface SmartAccountNetworks {
  smartAccountEnabledNetworks: number[]
  networks: SmartAccountNetwork[]
  /** Origins of the ERC-7677 services the project's apps may name. */
  paymasterServices: string[]
}

/**
 * The smart-account networks for `project`, in configured chain order. A project that
 * switches the `smartAccounts` feature off gets none; a paymaster URL is offered only where
 * the chain has a paymaster and the project a sponsorship policy.
 */
export async function listSmartAccountNetworks(ctx: ApiContext, project: ProjectRecord): Promise<SmartAccountNetworks> {
  const feature = resolveFeatures(project.features).find((f) => f.id === 'smartAccounts')
  if (feature?.isEnabled === false) return { smartAccountEnabledNetworks: [], networks: [], paymasterServices: [] }
  const sponsored = await listSponsoredChainIds(ctx.db, project.id)
  const base = ctx.publicUrl()
  const endpoint = (path: string, query: Record<string, string>) =>
    `${base}${path}?${new URLSearchParams({ ...query, projectId: project.id }).toString()}`
  const networks: SmartAccountNetwork[] = []
  for (const chain of ctx.evmChains) {
    const settings = resolveSmartAccountChain(chain)
    if (!settings) continue
    const hasBundler = settings.bundlerUrl !== undefined
    networks.push({
      chainId: chain.chainId,
      caipNetworkId: chain.caipNetworkId,
      smartAccounts: hasBundler,
      entryPoints: settings.entryPoints,
      eip7702Delegate: settings.eip7702Delegate,
      permissions: settings.permissions,
      bundlerUrl: hasBundler ? endpoint('/v1/bundler', { chainId: chain.caipNetworkId }) : null,
      paymasterUrl: hasBundler && settings.paymaster && sponsored.has(chain.chainId) ? endpoint('/v1/paymaster', {}) : null,
      paymasterServiceUrl: hasBundler && project.paymasterServices.length > 0 ? endpoint('/v1/paymaster', {}) : null,
    })
  }
  return { smartAccountEnabledNetworks: networks.filter((n) => n.smartAccounts).map((n) => n.chainId), networks, paymasterServices: project.paymasterServices }
}
