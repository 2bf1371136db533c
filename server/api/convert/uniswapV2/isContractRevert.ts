import { BaseError, ContractFunctionRevertedError } from 'viem'

/**
 * True when a contract read failed because the contract reverted (a missing pool, an empty
 * one), as opposed to the node being unreachable, which must not pass for "no liquidity".
 */
export function isContractRevert(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError) instanceof ContractFunctionRevertedError
}
