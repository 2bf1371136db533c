import type { EvmChain } from '../chains/EvmChain.js'
import type { Database, HeldLock } from '../db/Database.js'
import type { ErrorReporter } from '../http/handleError.js'
import { readBalancesAt } from '../balances/readBalancesAt.js'
import { ensureToken } from '../tokens/ensureToken.js'
import { balanceTouches } from './balanceTouches.js'
import { createCallTracer } from './createCallTracer.js'
import { prepareCursor } from './prepareCursor.js'
import { readBlockRange } from './readBlockRange.js'
import { rewindReorg } from './rewindReorg.js'
import { storeBatch } from './storeBatch.js'
import { trackedAmong, trackedKeys } from './refreshTrackedBalances.js'

/** Indexer settings. */
export interface IndexerOptions {
  db: Database
  chain: EvmChain
  /** Wait between polls when caught up; default 100 ms, so a block shows within 0.2 s of being mined. */
  pollIntervalMs?: number
  /** Wait between tries to become the chain's indexer while another process is; default 2 s. */
  leaderRetryMs?: number
  /** Most blocks read per batch; default 50. */
  batchSize?: number
  report: ErrorReporter
}

/** A running indexer. */
export interface Indexer {
  /** Indexes up to the current head once; resolves to the number of blocks stored (0 while another process indexes the chain). */
  syncOnce(): Promise<number>
  /** Whether this process is the chain's indexer now. */
  isLeader(): boolean
  stop(): Promise<void>
}

/**
 * Follows an EVM chain into the store. One process at a time indexes a chain: the one
 * holding its advisory lock (named by chain id and genesis hash), which the database frees
 * when that process dies; the others try again every `leaderRetryMs`. The cursor lives in
 * `indexer_cursors`, so a restart (or another instance) resumes at the last stored block.
 * Each batch must follow the hash of the last block stored; when it does not, the chain has
 * reorganised and the index is undone back to the common ancestor (`rewindReorg`) before
 * indexing goes on. Each batch also brings the tracked accounts' balances it touched up to
 * its last block (see `refreshTrackedBalances`).
 */
export function createIndexer(options: IndexerOptions): Indexer {
  const { db, chain } = options
  const batchSize = options.batchSize ?? 50
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let genesis: Promise<string> | undefined
  let lock: HeldLock | undefined
  // The hash of the head block once everything up to it is indexed.
  let settled: string | null | undefined
  let nextLeaderTry = 0
  // Only the lock's holder indexes; a lost lock (the database restarted) is taken again.
  const lead = async (genesisHash: string): Promise<boolean> => {
    if (lock?.isHeld()) return true
    lock = undefined
    if (Date.now() < nextLeaderTry) return false
    nextLeaderTry = Date.now() + (options.leaderRetryMs ?? 2000)
    lock = await db.tryLock(`airlock-indexer-leader:${chain.caipNetworkId}:${genesisHash}`)
    // Another process may have indexed meanwhile.
    settled = undefined
    return lock !== undefined
  }
  const trace = createCallTracer(chain)

  // One step: the next batch stored (its block count), a reorganisation undone, or nothing
  // to do now (done). A range read while the chain reorganised is read again at the next poll.
  const syncStep = async (): Promise<{ stored: number; done: boolean }> => {
    genesis ??= chain.client.getBlock({ blockNumber: 0n }).then((b) => b.hash)
    const genesisHash = await genesis.catch((error: unknown) => {
      genesis = undefined
      throw error
    })
    if (!(await lead(genesisHash))) {
      settled = undefined
      return { stored: 0, done: true }
    }
    // Nothing has changed since the chain's head was last indexed: no database work at all.
    const latest = await chain.client.getBlock({ blockTag: 'latest' })
    if (latest.hash === settled) return { stored: 0, done: true }
    const cursor = await prepareCursor(db, chain, genesisHash)
    const head = Number(latest.number)
    // The last block stored must still be the chain's; a chain now shorter has reorganised too.
    const last = (await db.query<{ hash: string }>('SELECT hash FROM indexed_blocks WHERE chain_id = $1 AND number = $2', [chain.caipNetworkId, cursor])).rows[0]
    if (last && (head < cursor || (await chain.client.getBlock({ blockNumber: BigInt(cursor) })).hash !== last.hash)) {
      await rewindReorg(db, chain, cursor, head)
      return { stored: 0, done: false }
    }
    if (head <= cursor) {
      settled = head === cursor ? latest.hash : undefined
      return { stored: 0, done: true }
    }
    const toBlock = Math.min(head, cursor + batchSize)
    const batch = await readBlockRange(chain, cursor + 1, toBlock, trace)
    // Read while the chain reorganised, or not built on the block checked above: read again.
    if (!batch || (last && batch.blocks[0]!.parentHash !== last.hash)) return { stored: 0, done: true }
    for (const t of batch.transfers) {
      if (t.token && t.standard !== 'native') await ensureToken(db, chain, t.token, t.standard)
    }
    for (const a of batch.approvals) await ensureToken(db, chain, a.token, 'erc20')
    // The tracked balances the batch touched, read before the store's transaction opens.
    const touches = balanceTouches(batch)
    const keys = trackedKeys(touches, await trackedAmong(db, chain.caipNetworkId, [...touches.keys()]))
    const read = await readBalancesAt(chain, keys, BigInt(toBlock))
    const stored = await storeBatch(db, batch, { chain, touches, read })
    return stored ? { stored: toBlock - cursor, done: false } : { stored: 0, done: true }
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
  const interval = options.pollIntervalMs ?? 100
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
    isLeader: () => lock?.isHeld() ?? false,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => 0)
      await lock?.release()
    },
  }
}
