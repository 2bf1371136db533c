import { concat, getContractAddress, type Hex } from 'viem'
import { smartAccountAddresses } from '../../../../server/api/smartAccounts/smartAccountAddresses.js'

/**
 * The runtime code of Arachnid's deterministic deployer: called with `salt ‖ initCode`, it
 * CREATE2s the contract and returns its address. Public chains got it from a keyless
 * transaction; a local chain gets the same code with `hardhat_setCode`.
 */
export const deterministicDeployerCode: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

/** One contract deployed through the deterministic deployer. */
export interface DeterministicDeployment {
  salt: Hex
  /** Creation code with any constructor arguments appended. */
  initCode: Hex
}

/** Where `deployment` lands: the same address on every chain that has the deployer. */
export function deterministicAddress({ salt, initCode }: DeterministicDeployment): `0x${string}` {
  return getContractAddress({ opcode: 'CREATE2', from: smartAccountAddresses.deterministicDeployer, salt, bytecode: initCode })
}

/** The calldata the deployer takes for `deployment`. */
export function deterministicCalldata({ salt, initCode }: DeterministicDeployment): Hex {
  return concat([salt, initCode])
}
