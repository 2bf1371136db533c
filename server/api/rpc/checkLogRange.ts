import { ApiError } from '../http/ApiError.js'

// Methods whose first param is a log filter the node scans block by block.
const filterMethods = new Set(['eth_getLogs', 'eth_newFilter'])
const headTags = new Set(['latest', 'pending', 'safe', 'finalized'])

/**
 * Refuses a log filter (`eth_getLogs`, `eth_newFilter`) spanning more than `maxBlocks`
 * blocks: a filter from block 0 makes the node scan the whole chain. A filter by
 * `blockHash` is one block. Block tags other than `earliest` are read as the chain's head,
 * asked of the node only when a call needs it.
 */
export async function checkLogRange(
  calls: readonly { method?: unknown; params?: unknown }[],
  isBatch: boolean,
  maxBlocks: number,
  head: () => Promise<bigint>,
): Promise<void> {
  let latest: bigint | undefined
  const block = async (value: unknown, field: string): Promise<bigint> => {
    if (value === undefined || value === null || (typeof value === 'string' && headTags.has(value))) return (latest ??= await head())
    if (value === 'earliest') return 0n
    if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value)) return BigInt(value)
    throw new ApiError(400, `Invalid body field '${field}': expected a block number or tag`, field)
  }
  for (const [index, call] of calls.entries()) {
    if (typeof call.method !== 'string' || !filterMethods.has(call.method)) continue
    const filter = (Array.isArray(call.params) ? call.params[0] : undefined) as { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown } | undefined
    if (filter?.blockHash !== undefined) continue
    const at = isBatch ? `${index}.params.0` : 'params.0'
    const from = await block(filter?.fromBlock, `${at}.fromBlock`)
    const to = await block(filter?.toBlock, `${at}.toBlock`)
    const span = to - from + 1n
    if (span > BigInt(maxBlocks)) {
      throw new ApiError(400, `Invalid body field '${at}.fromBlock': ${call.method} spans ${span} blocks; at most ${maxBlocks} per request`, `${at}.fromBlock`)
    }
  }
}
