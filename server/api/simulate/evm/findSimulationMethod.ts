import type { Address, Hex, PublicClient } from 'viem'
import { isMethodUnsupported, nodeRequest } from './nodeRequest.js'

/** How a chain's node simulates: `eth_simulateV1`, or `debug_traceCall` (carrying state call to call only where it applies `stateOverrides`). */
export type SimulationMethod = { method: 'eth_simulateV1' } | { method: 'debug_traceCall'; carriesState: boolean }

// A code-less address given, by override, code that returns the word 1: a node that applies
// the override answers 0x…01, one that ignores it (hardhat's EDR) answers nothing.
const probe: Address = '0x00000000000000000000000000000000a1c0c51e'
const returnsOne: Hex = '0x600160005260206000f3'

async function answersSimulateV1(client: PublicClient): Promise<boolean> {
  try {
    await nodeRequest(client, 'eth_simulateV1', [{ blockStateCalls: [{ calls: [{ from: probe, to: probe }] }], validation: false }, 'latest'])
    return true
  } catch (error) {
    if (isMethodUnsupported(error)) return false
    throw error
  }
}

async function traceCarriesState(client: PublicClient): Promise<boolean> {
  const frame = await nodeRequest<{ output?: Hex }>(client, 'debug_traceCall', [
    { from: probe, to: probe, data: '0x' }, 'latest', { tracer: 'callTracer', stateOverrides: { [probe]: { code: returnsOne } } },
  ])
  return BigInt(frame.output && frame.output !== '0x' ? frame.output : '0x0') === 1n
}

/**
 * Asks a node once which simulation it answers, preferring `eth_simulateV1`. A node that
 * answers neither rejects with its error (the caller says the request cannot be simulated).
 */
export async function findSimulationMethod(client: PublicClient): Promise<SimulationMethod> {
  if (await answersSimulateV1(client)) return { method: 'eth_simulateV1' }
  return { method: 'debug_traceCall', carriesState: await traceCarriesState(client) }
}

/** {@link findSimulationMethod} asked once per chain; a failed probe is asked again next time. */
export function createSimulationMethods(): (chainId: string, client: PublicClient) => Promise<SimulationMethod> {
  const known = new Map<string, Promise<SimulationMethod>>()
  return (chainId, client) => {
    let method = known.get(chainId)
    if (!method) {
      method = findSimulationMethod(client)
      known.set(chainId, method)
      method.catch(() => known.delete(chainId))
    }
    return method
  }
}
