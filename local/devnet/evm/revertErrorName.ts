import { BaseError, ContractFunctionRevertedError, decodeErrorResult, type Abi } from 'viem'

/**
 * Settles a contract call expected to revert and returns the custom error's name
 * (`InsufficientBalance`, …), so tests match on the contract's error, not on text.
 * Resolves `undefined` when the call succeeds or fails without a decodable revert.
 *
 * @param otherAbi - where to look up an error the called contract passed up from another
 *   one (the pool reverting with the token's error); default none.
 */
export async function revertErrorName(call: Promise<unknown>, otherAbi: Abi = []): Promise<string | undefined> {
  try {
    await call
    return undefined
  } catch (error) {
    if (!(error instanceof BaseError)) return undefined
    const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (!(revert instanceof ContractFunctionRevertedError)) return undefined
    if (revert.data) return revert.data.errorName
    if (!revert.raw) return undefined
    try {
      return decodeErrorResult({ abi: otherAbi, data: revert.raw }).errorName
    } catch {
      return undefined
    }
  }
}
