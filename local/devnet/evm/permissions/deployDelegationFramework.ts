import { createPublicClient, createWalletClient, encodeDeployData, http, type Abi, type Address, type Hex } from 'viem'
import * as abis from '@metamask/delegation-abis'
import * as bytecode from '@metamask/delegation-abis/bytecode'
import { delegationFrameworkRelease } from '../../../../server/api/smartAccounts/publishedDelegationFramework.js'
import { EvmDevnetError } from '../EvmDevnetError.js'
import { deterministicAddress, deterministicCalldata } from '../smartAccounts/deterministicDeployer.js'
import { smartAccountAddresses } from '../../../../server/api/smartAccounts/smartAccountAddresses.js'
import type { DelegationEnforcers, DelegationFrameworkContracts } from '../../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'


/** Options of {@link deployDelegationFramework}. */
export interface DeployDelegationFrameworkOptions {
  url: string
  /** An unlocked account that sends the deployments and owns the DelegationManager (its pause switch). */
  deployer: Address
}

const zeroSalt: Hex = `0x${'00'.repeat(32)}`

// Each enforcer by the name the API lists it under, and its contract in the published package.
const enforcerContracts: Record<keyof DelegationEnforcers, keyof typeof bytecode & keyof typeof abis> = {
  nativeTokenPeriodTransfer: 'NativeTokenPeriodTransferEnforcer',
  erc20PeriodTransfer: 'ERC20PeriodTransferEnforcer',
  allowedTargets: 'AllowedTargetsEnforcer',
  allowedMethods: 'AllowedMethodsEnforcer',
  exactCalldata: 'ExactCalldataEnforcer',
  allowedCalldata: 'AllowedCalldataEnforcer',
  valueLte: 'ValueLteEnforcer',
  timestamp: 'TimestampEnforcer',
  limitedCalls: 'LimitedCallsEnforcer',
}

const initCode = (name: keyof typeof bytecode & keyof typeof abis, args: readonly unknown[] = []): Hex =>
  encodeDeployData({ abi: abis[name] as Abi, bytecode: bytecode[name] as Hex, args } as never)

/**
 * Deploys the Delegation Framework's DelegationManager, its EIP7702StatelessDeleGator (for
 * EntryPoint v0.7) and the caveat enforcers the embedded wallet's permissions use, from the
 * bytecode `@metamask/delegation-abis` publishes, untouched, through the deterministic
 * deployer with a zero salt: the same addresses on every fresh chain of the same deployer.
 * Needs the deterministic deployer and EntryPoint v0.7 (`deploySmartAccountContracts` first).
 * No contract code of Airlock's own is involved: the rules are enforced by the audited suite.
 */
export async function deployDelegationFramework(options: DeployDelegationFrameworkOptions): Promise<DelegationFrameworkContracts> {
  const transport = http(options.url, { retryCount: 0 })
  const wallet = createWalletClient({ account: options.deployer, transport })
  const reader = createPublicClient({ transport })
  const deploy = async (name: string, code: Hex): Promise<Address> => {
    const deployment = { salt: zeroSalt, initCode: code }
    const address = deterministicAddress(deployment)
    await wallet.sendTransaction({ chain: null, to: smartAccountAddresses.deterministicDeployer, data: deterministicCalldata(deployment) })
    const deployed = await reader.getCode({ address })
    if (!deployed || deployed === '0x') throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', `${name} was not deployed at ${address}.`)
    return address
  }
  const delegationManager = await deploy('DelegationManager', initCode('DelegationManager', [options.deployer]))
  const eip7702DeleGator = await deploy('EIP7702StatelessDeleGator', initCode('EIP7702StatelessDeleGator', [delegationManager, smartAccountAddresses.entryPoint07]))
  const enforcers = {} as DelegationEnforcers
  for (const [key, name] of Object.entries(enforcerContracts) as [keyof DelegationEnforcers, keyof typeof bytecode & keyof typeof abis][]) {
    enforcers[key] = await deploy(name, initCode(name))
  }
  return { version: delegationFrameworkRelease, delegationManager, eip7702DeleGator, enforcers }
}
