import { decodeFunctionData, parseAbi, type Address, type Hex } from 'viem'

/** One call a smart account makes on behalf of a user operation. */
export interface AccountCall {
  to: Address
  value: bigint
  data: Hex
}

// SimpleAccount (0.7) batches as parallel arrays; SimpleAccount and Simple7702Account (0.8)
// and AirlockAccount (Solady's ERC-4337) as a list of calls. `execute` has the same selector in all.
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

/**
 * The calls in a SimpleAccount, AirlockAccount or Simple7702Account user operation's `callData`, or
 * undefined when the call data is not one of their `execute` forms (another account type,
 * or a call to the account itself), which a sponsor cannot then check.
 */
export function decodeAccountCalls(callData: Hex): AccountCall[] | undefined {
  let decoded
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    return undefined
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  const args = decoded.args
  if (args.length === 1) return args[0].map(({ target, value, data }) => ({ to: target, value, data }))
  const [targets, values, datas] = args
  if (targets.length !== datas.length || (values.length !== 0 && values.length !== targets.length)) return undefined
  return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index]! }))
}
