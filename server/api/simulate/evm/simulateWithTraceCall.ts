import { encodeAbiParameters, encodeFunctionData, hexToBigInt, pad, parseAbi, type Address, type Hex, type PublicClient } from 'viem'
import { toQuantity, type EvmTrace, type NodeCall, type TracedCall, type TracedLog } from './EvmTrace.js'
import { nodeRequest } from './nodeRequest.js'

/** A call frame as the call tracer (`withLog`) gives it. */
interface CallFrame {
  type: string
  from: Address
  to?: Address
  gasUsed: Hex
  output?: Hex
  error?: string
  revertReason?: string
  logs?: TracedLog[]
  calls?: CallFrame[]
}

interface AccountState { balance?: Hex; nonce?: number; code?: Hex; storage?: Record<Hex, Hex> }
interface StateDiff { pre: Record<string, AccountState>; post: Record<string, AccountState> }
type Overrides = Record<string, { balance?: Hex; nonce?: Hex; code?: Hex; stateDiff?: Record<Hex, Hex> }>

// The batch entry of ERC-4337 accounts (Solady, Coinbase Smart Wallet, Simple7702Account).
const executeBatchAbi = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)', 'function execute(bytes32 mode, bytes executionCalldata)'])
// ERC-7579's batch call type with the default execution type (all calls or none).
const erc7579BatchMode = pad('0x01', { dir: 'right', size: 32 })

/** The one call an account's EntryPoint makes to run `calls`: `executeBatch`, or ERC-7579's `execute` in batch mode. */
function batchCallData(calls: readonly NodeCall[], erc7579: boolean): Hex {
  const executions = calls.map((c) => ({ target: c.to ?? '0x0000000000000000000000000000000000000000', value: c.value, data: c.data ?? '0x' }))
  if (!erc7579) return encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [executions] })
  const executionCalldata = encodeAbiParameters([{ type: 'tuple[]', components: [{ name: 'target', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'callData', type: 'bytes' }] }], [executions.map((e) => ({ target: e.target, value: e.value, callData: e.data }))])
  return encodeFunctionData({ abi: executeBatchAbi, functionName: 'execute', args: [erc7579BatchMode, executionCalldata] })
}

/** Logs of frames that did not revert, in order (a reverted frame's logs never happened). */
function logsOf(frame: CallFrame): TracedLog[] {
  if (frame.error) return []
  return [...(frame.logs ?? []).map(({ address, topics, data }) => ({ address, topics, data })), ...(frame.calls ?? []).flatMap(logsOf)]
}

/** Native balance changes from the prestate tracer's diff. */
function nativeDeltasOf(diff: StateDiff): Map<string, bigint> {
  const deltas = new Map<string, bigint>()
  for (const [address, after] of Object.entries(diff.post)) {
    if (after.balance === undefined) continue
    const before = diff.pre[address]?.balance
    const delta = hexToBigInt(after.balance) - (before ? hexToBigInt(before) : 0n)
    if (delta !== 0n) deltas.set(address.toLowerCase(), delta)
  }
  return deltas
}

/** The state a call left, added to the overrides the next call runs on. */
function carry(overrides: Overrides, diff: StateDiff) {
  for (const [address, after] of Object.entries(diff.post)) {
    const entry = (overrides[address.toLowerCase()] ??= {})
    if (after.balance !== undefined) entry.balance = after.balance
    if (after.nonce !== undefined) entry.nonce = toQuantity(BigInt(after.nonce))
    if (after.code !== undefined) entry.code = after.code
    if (after.storage) entry.stateDiff = { ...entry.stateDiff, ...after.storage }
  }
}

/** Which call of a batch run through `executeBatch` failed: the account's first outgoing call that reverted. */
function failedBatchCall(frame: CallFrame, account: string): number | undefined {
  const outgoing: CallFrame[] = []
  const walk = (f: CallFrame) => {
    for (const child of f.calls ?? []) {
      if (child.from.toLowerCase() === account && child.type === 'CALL') outgoing.push(child)
      else walk(child)
    }
  }
  walk(frame)
  const index = outgoing.findIndex((f) => f.error)
  return index === -1 ? undefined : index
}

/**
 * How much of the state diff a call needs: `all` to carry it to the next call, `storage` to
 * tell whether it changed state, `balances` for a lone call (a contract's code would be most
 * of the answer).
 */
type DiffNeed = 'all' | 'storage' | 'balances'
const diffConfigs: Record<DiffNeed, object> = {
  all: { diffMode: true },
  storage: { diffMode: true, disableCode: true },
  balances: { diffMode: true, disableCode: true, disableStorage: true },
}

/**
 * Traces one call with both tracers, on the state `overrides` sets (what the calls before it
 * left), held to the call's gas and, on the node, to `timeout` per trace.
 */
async function traceOne(client: PublicClient, call: NodeCall, overrides: Overrides | undefined, timeout: string, need: DiffNeed = 'balances'): Promise<{ call: TracedCall; diff: StateDiff; frame: CallFrame }> {
  const tx = { from: call.from, ...(call.to && { to: call.to }), value: toQuantity(call.value), data: call.data, gas: toQuantity(call.gas) }
  const extra = { timeout, ...(overrides && Object.keys(overrides).length > 0 && { stateOverrides: overrides }) }
  const diffConfig = diffConfigs[need]
  const [frame, diff] = await Promise.all([
    nodeRequest<CallFrame>(client, 'debug_traceCall', [tx, 'latest', { tracer: 'callTracer', tracerConfig: { withLog: true }, ...extra }]),
    nodeRequest<StateDiff>(client, 'debug_traceCall', [tx, 'latest', { tracer: 'prestateTracer', tracerConfig: diffConfig, ...extra }]),
  ])
  const reverted = Boolean(frame.error)
  return {
    diff,
    frame,
    call: {
      status: reverted ? 'reverted' : 'success',
      gasUsed: hexToBigInt(frame.gasUsed),
      logs: logsOf(frame),
      nativeDeltas: reverted ? new Map() : nativeDeltasOf(diff),
      ...(reverted && frame.output && frame.output !== '0x' && { revertData: frame.output }),
      ...(reverted && { error: frame.error }),
    },
  }
}

/** Options of {@link simulateWithTraceCall}. */
export interface TraceCallOptions {
  /** The node applies `stateOverrides` to `debug_traceCall` (geth, reth, erigon; hardhat's EDR does not). */
  carriesState: boolean
  /** How long the node may run one trace, as `debug_traceCall` takes it (`5s`): beyond it, the node stops the trace. */
  timeout: string
  /** The calls are a user operation of this smart account behind `entryPoint`, with code on chain (`erc7579`: an ERC-7579 account's `execute`). */
  batchAccount?: { account: Address; entryPoint: Address; erc7579?: boolean }
}

/**
 * Simulates the calls with `debug_traceCall`: the call tracer with logs (what moved, why it
 * reverted, gas) and the prestate tracer in diff mode (native balances). State is carried
 * from call to call as `stateOverrides` where the node applies them; where it does not, a
 * smart account's batch runs as the one `executeBatch` call its EntryPoint makes, and other
 * batches are traced call by call on the block's state (`complete: false` once a later call
 * fails after an earlier one changed state, since its failure may be that missing state).
 */
export async function simulateWithTraceCall(client: PublicClient, calls: readonly NodeCall[], options: TraceCallOptions): Promise<EvmTrace> {
  const { batchAccount } = options
  if (!options.carriesState && calls.length > 1 && batchAccount) {
    const data = batchCallData(calls, Boolean(batchAccount.erc7579))
    const gas = calls.reduce((sum, c) => sum + c.gas, 0n)
    const { call, frame } = await traceOne(client, { from: batchAccount.entryPoint, to: batchAccount.account, value: 0n, data, gas }, undefined, options.timeout)
    const failedCall = call.status === 'reverted' ? failedBatchCall(frame, batchAccount.account.toLowerCase()) : undefined
    return { method: 'debug_traceCall', complete: true, calls: [{ ...call, ...(failedCall !== undefined && { failedCall }) }] }
  }
  const traced: TracedCall[] = []
  const overrides: Overrides = {}
  let complete = true
  let changedState = false
  for (const call of calls) {
    // State is carried only where the node applies it and a later call may need it.
    const need: DiffNeed = calls.length === 1 ? 'balances' : options.carriesState ? 'all' : 'storage'
    const { call: result, diff } = await traceOne(client, call, options.carriesState ? overrides : undefined, options.timeout, need)
    if (!options.carriesState && changedState && result.status === 'reverted') {
      complete = false
      break
    }
    traced.push(result)
    if (result.status === 'success') {
      carry(overrides, diff)
      changedState ||= Object.values(diff.post).some((state) => state.storage || state.code)
    }
  }
  return { method: 'debug_traceCall', complete, calls: traced }
}
