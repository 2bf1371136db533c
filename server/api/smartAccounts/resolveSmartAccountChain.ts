import type { Address } from 'viem'
import type { DelegationFrameworkContracts } from '../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'
import { smartAccountAddresses } from './smartAccountAddresses.js'
import type { EvmChain } from '../chains/EvmChain.js'
import type { EntryPointOptions, SmartAccountChainOptions } from './SmartAccountChainOptions.js'
import { publishedDelegationFramework } from './publishedDelegationFramework.js'

/** A chain's smart-account settings with every default filled in. */
export interface ResolvedSmartAccountChain extends Omit<SmartAccountChainOptions, 'entryPoints' | 'eip7702Delegate' | 'permissions'> {
  entryPoints: EntryPointOptions[]
  eip7702Delegate: Address | null
  permissions: DelegationFrameworkContracts | null
}

/** The canonical deployments, which the local chains also carry. */
export const canonicalEntryPoints: readonly EntryPointOptions[] = [
  {
    version: '0.7',
    address: smartAccountAddresses.entryPoint07,
    simpleAccountFactory: smartAccountAddresses.simpleAccountFactory07,
    accountFactory: smartAccountAddresses.airlockAccountFactory,
  },
  { version: '0.8', address: smartAccountAddresses.entryPoint08, simpleAccountFactory: smartAccountAddresses.simpleAccountFactory08 },
]

/** The chain's smart-account settings with defaults, or undefined when it has none configured. */
export function resolveSmartAccountChain(chain: EvmChain): ResolvedSmartAccountChain | undefined {
  const options = chain.options.smartAccounts
  if (!options) return undefined
  return {
    ...options,
    entryPoints: options.entryPoints ?? [...canonicalEntryPoints],
    eip7702Delegate: options.eip7702Delegate === false ? null : (options.eip7702Delegate ?? smartAccountAddresses.simple7702Account),
    // Permissions need EIP-7702: an EOA grants through the framework's account code.
    permissions: options.permissions === false || options.eip7702Delegate === false ? null : (options.permissions ?? publishedDelegationFramework(chain.chainId) ?? null),
  }
}
