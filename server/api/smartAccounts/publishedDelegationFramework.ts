import { DELEGATOR_CONTRACTS } from '@metamask/delegation-deployments'
import type { Address } from 'viem'
import type { DelegationFrameworkContracts } from '../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'

/** The release of MetaMask's Delegation Framework the wallet's permissions are built for. */
export const delegationFrameworkRelease = '1.3.0'

/**
 * MetaMask's own deployment of the Delegation Framework on `chainId`, as
 * `@metamask/delegation-deployments` lists it, or undefined where it has none.
 */
export function publishedDelegationFramework(chainId: number): DelegationFrameworkContracts | undefined {
  const listed = (DELEGATOR_CONTRACTS as Record<string, Record<number, Record<string, Address> | undefined>>)[delegationFrameworkRelease]?.[chainId]
  const at = (name: string) => listed?.[name]
  const eip7702DeleGator = at('EIP7702StatelessDeleGatorImpl')
  const delegationManager = at('DelegationManager')
  if (!listed || !eip7702DeleGator || !delegationManager) return undefined
  const enforcers = {
    nativeTokenPeriodTransfer: at('NativeTokenPeriodTransferEnforcer'),
    erc20PeriodTransfer: at('ERC20PeriodTransferEnforcer'),
    allowedTargets: at('AllowedTargetsEnforcer'),
    allowedMethods: at('AllowedMethodsEnforcer'),
    exactCalldata: at('ExactCalldataEnforcer'),
    allowedCalldata: at('AllowedCalldataEnforcer'),
    valueLte: at('ValueLteEnforcer'),
    timestamp: at('TimestampEnforcer'),
    limitedCalls: at('LimitedCallsEnforcer'),
  }
  if (Object.values(enforcers).some((address) => !address)) return undefined
  return { version: delegationFrameworkRelease, delegationManager, eip7702DeleGator, enforcers: enforcers as DelegationFrameworkContracts['enforcers'] }
}
