import type { EvmChain } from '../chains/EvmChain.js'
import type { Database } from '../db/Database.js'
import type { ErrorReporter } from '../http/handleError.js'
import { ensureToken } from '../tokens/ensureToken.js'
import { prepareCursor } from './prepareCursor.js'
import { readBlockRange } from './readBlockRange.js'
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
 * (or another instance) resumes at the last stored block. Reorgs are not handled: the local
 * chain has none, and a production deployment should point `startBlock` at finalized depth.
 */
export function createIndexer(options: IndexerOptions): Indexer {
  const { db, chain } = options
  const batchSize = options.batchSize ?? 50
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let genesis: Promise<string> | undefined

  const syncStep = async (): Promise<number> => {
    genesis ??= chain.client.getBlock({ blockNumber: 0n }).then((b) => b.hash)
    const cursor = await prepareCursor(db, chain, await genesis.catch((error: unknown) => {
      genesis = undefined
      throw error
    }))
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    if (head <= cursor) return 0
    const toBlock = Math.min(head, cursor + batchSize)
    const batch = await readBlockRange(chain, cursor + 1, toBlock)
    for (const t of batch.transfers) {
      if (t.token && t.standard !== 'native') await ensureToken(db, chain, t.token, t.standard)
    }
    return (await storeBatch(db, batch)) ? toBlock - cursor : 0
  }
  // One sync at a time per instance; callers (tests, the poll loop) share the one in flight.
  const syncOnce = async (): Promise<number> => {
    if (running) await running.catch(() => 0)
    running = (async () => {
      let total = 0
      for (let n = await syncStep(); n > 0; n = await syncStep()) total += n
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
