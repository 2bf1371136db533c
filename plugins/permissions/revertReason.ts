import { decodeErrorResult, parseAbi } from 'viem'

const reasonAbi = parseAbi(['error Error(string reason)'])

/**
 * The words of the first Solidity `Error(string)` revert found in `text` (a bundler names the
 * enforcer that refused, `NativeTokenPeriodTransferEnforcer:transfer-amount-exceeded`, only
 * ABI-encoded); `text` itself when there is none.
 */
export function revertReason(text: string): string {
  const encoded = text.match(/0x08c379a0[0-9a-fA-F]*/)?.[0]
  if (!encoded) return text
  try {
    return String(decodeErrorResult({ abi: reasonAbi, data: encoded as `0x${string}` }).args[0])
  } catch {
    return text
  }
}
