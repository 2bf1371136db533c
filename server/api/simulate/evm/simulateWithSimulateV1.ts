import { hexToBigInt, type Hex, type PublicClient } from 'viem'
import { toQuantity, type EvmTrace, type NodeCall, type TracedCall, type TracedLog } from './EvmTrace.js'
import { nodeRequest } from './nodeRequest.js'

/** Where `traceTransfers` reports native transfers: ERC-20 Transfer logs from this address (the `eth_simulateV1` spec's). */
export const NATIVE_TRANSFER_EMITTER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

interface SimulatedCallResult {
  status: Hex
  gasUsed: Hex
  returnData?: Hex
  logs?: TracedLog[]
  error?: { code?: number; message?: string; data?: Hex }
}

const word = (topic: Hex | undefined) => (topic ? `0x${topic.slice(26)}`.toLowerCase() : '')

/** Native transfers reported as logs, summed into balance changes by address; the other logs as they are. */
function splitNativeTransfers(logs: readonly TracedLog[]) {
  const nativeDeltas = new Map<string, bigint>()
  const add = (address: string, delta: bigint) => nativeDeltas.set(address, (nativeDeltas.get(address) ?? 0n) + delta)
  const rest: TracedLog[] = []
  for (const log of logs) {
    if (log.address.toLowerCase() === NATIVE_TRANSFER_EMITTER && log.topics[0] === transferTopic) {
      const value = hexToBigInt(log.data)
      add(word(log.topics[1]), -value)
      add(word(log.topics[2]), value)
    } else {
      rest.push({ address: log.address, topics: log.topics, data: log.data })
    }
  }
  return { nativeDeltas, logs: rest }
}

/**
 * Simulates the calls in one block with `eth_simulateV1` (state carried call to call by the
 * node; `traceTransfers` for native transfers; `validation: false`, so no gas is paid and a
 * smart account may be the sender), each call held to its own gas.
 */
export async function simulateWithSimulateV1(client: PublicClient, calls: readonly NodeCall[]): Promise<EvmTrace> {
  const blocks = await nodeRequest<{ calls: SimulatedCallResult[] }[]>(client, 'eth_simulateV1', [
    {
      blockStateCalls: [{ calls: calls.map((call) => ({ from: call.from, ...(call.to && { to: call.to }), value: toQuantity(call.value), data: call.data, gas: toQuantity(call.gas) })) }],
      traceTransfers: true,
      validation: false,
    },
    'latest',
  ])
  const results = blocks[0]?.calls ?? []
  return {
    method: 'eth_simulateV1',
    complete: true,
    calls: results.map((result): TracedCall => {
      const ok = hexToBigInt(result.status) === 1n
      const revertData = result.error?.data ?? (ok ? undefined : result.returnData)
      return {
        status: ok ? 'success' : 'reverted',
        gasUsed: hexToBigInt(result.gasUsed),
        ...(ok ? splitNativeTransfers(result.logs ?? []) : { logs: [], nativeDeltas: new Map() }),
        ...(revertData && revertData !== '0x' && { revertData }),
        ...(!ok && result.error?.message && { error: result.error.message }),
      }
    }),
  }
}
