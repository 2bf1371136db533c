import { BaseError, ContractFunctionRevertedError, decodeErrorResult, type Hex } from 'viem'

/**
 * Settles a call or transaction expected to revert and returns the contract's revert
 * reason (`UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT`), decoded from the revert data
 * rather than read out of a node's error text. Resolves `undefined` when it succeeds or
 * reverts without a reason string.
 */
export async function revertReason(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call
    return undefined
  } catch (error) {
    if (!(error instanceof BaseError)) return undefined
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (reverted instanceof ContractFunctionRevertedError && reverted.reason) return reverted.reason
    // A sent transaction's revert arrives as the node's error, with the revert data beside it.
    const withData = error.walk((cause) => typeof (cause as { data?: unknown }).data === 'string')
    const data = (withData as { data?: Hex } | null)?.data
    if (!data?.startsWith('0x08c379a0')) return undefined
    return decodeErrorResult({ abi: [], data }).args?.[0] as string | undefined
  }
}
