import type { EvmChain } from '../chains/EvmChain.js'
import type { Database } from '../db/Database.js'
import type { ErrorReporter } from '../http/handleError.js'
import { ensureToken } from '../tokens/ensureToken.js'
import { createCallTracer } from './createCallTracer.js'
import { prepareCursor } from './prepareCursor.js'
import { readBlockRange } from './readBlockRange.js'
import { rewindReorg } from './rewindReorg.js'
import { storeBatch } from './storeBatch.js'

/** Indexer settings. */
export interface IndexerOptions {
  db: Database
  chain: EvmChain
  /** Wait between polls when caught up; default 500 ms. */
  pollIntervalMs?: number
  /** Most blocks read per batch; default 50. */
  batchSize?: number
  report: ErrorReporter
}

/** A running indexer. */
export interface Indexer {
  /** Indexes up to the current head once; resolves to the number of blocks stored. */
  syncOnce(): Promise<number>
  stop(): Promise<void>
}

/**
 * Follows an EVM chain into the store. The cursor lives in `indexer_cursors`, so a restart
 * (or another instance) resumes at the last stored block. Each batch must follow the hash of
 * the last block stored; when it does not, the chain has reorganised and the index is undone
 * back to the common ancestor (`rewindReorg`) before indexing goes on.
 */
export function createIndexer(options: IndexerOptions): Indexer {
  const { db, chain } = options
  const batchSize = options.batchSize ?? 50
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let genesis: Promise<string> | undefined
  const trace = createCallTracer(chain)

  // One step: the next batch stored (its block count), a reorganisation undone, or nothing
  // to do now (done). A range read while the chain reorganised is read again at the next poll.
  const syncStep = async (): Promise<{ stored: number; done: boolean }> => {
    genesis ??= chain.client.getBlock({ blockNumber: 0n }).then((b) => b.hash)
    const cursor = await prepareCursor(db, chain, await genesis.catch((error: unknown) => {
      genesis = undefined
      throw error
    }))
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    // The last block stored must still be the chain's; a chain now shorter has reorganised too.
    const last = (await db.query<{ hash: string }>('SELECT hash FROM indexed_blocks WHERE chain_id = $1 AND number = $2', [chain.caipNetworkId, cursor])).rows[0]
    if (last && (head < cursor || (await chain.client.getBlock({ blockNumber: BigInt(cursor) })).hash !== last.hash)) {
      await rewindReorg(db, chain, cursor, head)
      return { stored: 0, done: false }
    }
    if (head <= cursor) return { stored: 0, done: true }
    const toBlock = Math.min(head, cursor + batchSize)
    const batch = await readBlockRange(chain, cursor + 1, toBlock, trace)
    // Read while the chain reorganised, or not built on the block checked above: read again.
    if (!batch || (last && batch.blocks[0]!.parentHash !== last.hash)) return { stored: 0, done: true }
    for (const t of batch.transfers) {
      if (t.token && t.standard !== 'native') await ensureToken(db, chain, t.token, t.standard)
    }
    return (await storeBatch(db, batch)) ? { stored: toBlock - cursor, done: false } : { stored: 0, done: true }
  }
  // One sync at a time per instance; callers (tests, the poll loop) share the one in flight.
  const syncOnce = async (): Promise<number> => {
    if (running) await running.catch(() => 0)
    running = (async () => {
      let total = 0
      for (let step = await syncStep(); !step.done; step = await syncStep()) total += step.stored
      return total
    })()
    try {
      return await running
    } finally {
      running = undefined
    }
  }
  // A chain that is down fails every poll; report once per distinct failure and back off
  // (doubling up to 10 s) instead of writing a line to stderr twice a second.
  const interval = options.pollIntervalMs ?? 500
  let delay = interval
  let lastFailure = ''
  const loop = async () => {
    if (stopped) return
    try {
      await syncOnce()
      delay = interval
      lastFailure = ''
    } catch (error) {
      // A sync cut short by stop() is no failure to report.
      if (stopped) return
      const text = error instanceof Error ? error.message : String(error)
      if (text !== lastFailure) options.report(error, `indexer ${chain.caipNetworkId}`)
      lastFailure = text
      delay = Math.min(delay * 2, Math.max(interval, 10_000))
    }
    if (!stopped) timer = setTimeout(loop, delay)
  }
  timer = setTimeout(loop, 0)
  return {
    syncOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => 0)
    },
  }
}
