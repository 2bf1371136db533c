import type { Address, Hex } from 'viem'

/** One log a simulated call emitted (only from frames that did not revert). */
export interface TracedLog {
  address: Address
  topics: Hex[]
  data: Hex
}

/** What one simulated call did, whichever node method traced it. */
export interface TracedCall {
  status: 'success' | 'reverted'
  gasUsed: bigint
  logs: TracedLog[]
  /** The revert data of a call that reverted, when the node gave it. */
  revertData?: Hex
  /** The node's words for a failure without revert data (out of gas, an invalid opcode). */
  error?: string
  /** Native balance changes by lower-case address, in wei. */
  nativeDeltas: Map<string, bigint>
  /** For a batch run as one call of the account: which of its calls failed. */
  failedCall?: number
}

/** The traced calls of one simulation, in order. */
export interface EvmTrace {
  method: 'eth_simulateV1' | 'debug_traceCall'
  calls: TracedCall[]
  /** False when a later call ran without the state the earlier ones left. */
  complete: boolean
}

/** A call as the nodes take it: from the account, to, value in wei, data, and the gas it may use. */
export interface NodeCall {
  from: Address
  to?: Address
  value: bigint
  data: Hex
  gas: bigint
}

/** The hex quantity JSON-RPC expects. */
export const toQuantity = (value: bigint): Hex => `0x${value.toString(16)}`
