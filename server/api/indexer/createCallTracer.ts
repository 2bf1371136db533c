import type { EvmChain } from '../chains/EvmChain.js'
import type { IndexedTransfer } from './IndexedBatch.js'

/** One frame of geth's `callTracer`, as EDR and production nodes answer it. */
interface CallFrame {
  type: string
  from: string
  to?: string
  value?: string
  error?: string
  calls?: CallFrame[]
}

// JSON-RPC codes of a method the node does not offer.
const UNSUPPORTED = new Set([-32601, -32004])

/** Reads the native value moved inside a transaction, below its top-level call. */
export type CallTracer = (hash: string) => Promise<IndexedTransfer[]>

/**
 * Follows the native currency moved by contracts inside a transaction (a router paying out
 * the ETH of a swap, a smart account sending ETH in a user operation), which no log records:
 * `debug_traceTransaction` with the `callTracer`, every successful frame below the top one
 * that carries value (a reverted frame moved nothing). Stored as native transfers with log
 * indexes -2, -3 … (the top-level value is -1). A node without the debug namespace answers
 * nothing here once, and is not asked again.
 */
export function createCallTracer(chain: EvmChain): CallTracer {
  let supported = true
  return async (hash) => {
    if (!supported) return []
    let root: CallFrame
    try {
      root = (await chain.client.request({ method: 'debug_traceTransaction' as never, params: [hash, { tracer: 'callTracer' }] as never })) as CallFrame
    } catch (error) {
      const code = (error as { code?: number; cause?: { code?: number } }).cause?.code ?? (error as { code?: number }).code
      if (code !== undefined && UNSUPPORTED.has(code)) {
        supported = false
        return []
      }
      throw error
    }
    const transfers: IndexedTransfer[] = []
    const walk = (frame: CallFrame, depth: number) => {
      if (frame.error) return
      const value = frame.value ? BigInt(frame.value) : 0n
      if (depth > 0 && value > 0n && frame.to && frame.type !== 'DELEGATECALL' && frame.type !== 'STATICCALL') {
        transfers.push({ txHash: hash, logIndex: -2 - transfers.length, standard: 'native', token: null, from: frame.from.toLowerCase(), to: frame.to.toLowerCase(), amount: value, tokenId: null })
      }
      for (const call of frame.calls ?? []) walk(call, depth + 1)
    }
    walk(root, 0)
    return transfers
  }
}
