import { decodeErrorResult, type Hex } from 'viem'
import type { SimulatedRevert } from '../../../../services/simulation/Simulation.js'
import { knownErrorsAbi } from './knownErrors.js'

const errorSelector = '0x08c379a0'
const panicSelector = '0x4e487b71'

const show = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(show).join(', ')}]` : typeof value === 'bigint' ? value.toString() : String(value)

/**
 * Why a call reverted, from its revert data: `Error(string)`'s reason, `Panic(uint256)`'s code
 * (hex, which views name), a custom error of {@link knownErrorsAbi} as `Name(arg: value, …)`,
 * or else the raw selector. Without data, the node's own words (`out of gas`).
 */
export function decodeRevert(data: Hex | undefined, nodeError: string | undefined, call: number): SimulatedRevert {
  if (!data || data.length < 10) return { kind: 'other', reason: nodeError ?? 'execution reverted', call }
  const selector = data.slice(0, 10).toLowerCase()
  try {
    const decoded = decodeErrorResult({ abi: knownErrorsAbi, data })
    const args = decoded.args ?? []
    if (selector === errorSelector) return { kind: 'error', reason: String(args[0]), call }
    if (selector === panicSelector) return { kind: 'panic', reason: `0x${(args[0] as bigint).toString(16).padStart(2, '0')}`, call }
    const names = decoded.abiItem.type === 'error' ? decoded.abiItem.inputs.map((input) => input.name) : []
    return { kind: 'custom', reason: `${decoded.errorName}(${args.map((arg, i) => (names[i] ? `${names[i]}: ${show(arg)}` : show(arg))).join(', ')})`, call }
  } catch {
    return { kind: 'raw', reason: selector, call }
  }
}
