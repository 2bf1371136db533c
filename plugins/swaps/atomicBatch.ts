// EIP-5792 for Swaps' one-step approve and swap: whether the wallet batches atomically, the
// batch sent, and its status followed. One module, so that it is one chunk, loaded with the
// first preview that may need an approval.
import type { ConnectionController, WalletError } from 'airlock/kit'
import * as v from 'valibot'

/** How often a batch's status is asked while it is pending. */
export const BATCH_POLL_MS = 500
// How long the wallet may take to say what it can do before the swap goes on without a batch.
const CAPABILITIES_WAIT_MS = 5_000
// Status reads that may fail in a row (a node's hiccup) before the wait gives up.
const STATUS_RETRIES = 3
// How long a batch may stay pending before the wait gives up (a bundler that dropped it).
const BATCH_WAIT_MS = 180_000

// EIP-5792's answers, checked before they decide anything. Only valibot's functions start-up
// already holds (see swapSchemas.ts).
const chainCapabilities = v.object({
  atomic: v.optional(v.object({ status: v.optional(v.string()) })),
  atomicBatch: v.optional(v.object({ supported: v.optional(v.boolean()) })),
})
const sentCalls = v.object({ id: v.string() })
// The status itself is read by hand: a number in v2, 'PENDING' or 'CONFIRMED' in v1.
const callsStatus = v.object({
  receipts: v.nullish(v.array(v.object({ transactionHash: v.string(), status: v.nullish(v.string()) }))),
})

/** One call of a batch, as the convert API builds it. */
export interface BatchCall {
  to: string
  data: string
  value: bigint
}

const hexOf = (value: bigint | number) => `0x${value.toString(16)}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Whether the connected account batches calls atomically on chain `chainId` as it is
 * (EIP-5792 `wallet_getCapabilities`: `atomic.status` 'supported', or v1's
 * `atomicBatch.supported`): a smart account, or an EOA already delegated. 'ready' means the
 * wallet would first change the account's code (EIP-7702), which a swap never does on the
 * side: the swap then goes as two transactions. A wallet that does not answer, or not in
 * time, does not batch.
 */
export async function readAtomicBatch(connection: ConnectionController, address: string, chainId: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CAPABILITIES_WAIT_MS)
  })
  try {
    const answer = await Promise.race([connection.request({ method: 'wallet_getCapabilities', params: [address, [hexOf(chainId)]] }, 'eip155'), late])
    if (!answer || typeof answer !== 'object') return false
    // Keyed by the chain id in hex; read by value, as wallets differ in case and padding.
    const entry = Object.entries(answer).find(([key]) => Number(key) === chainId)?.[1]
    const parsed = v.safeParse(chainCapabilities, entry)
    if (!parsed.success) return false
    const { atomic, atomicBatch } = parsed.output
    return atomic?.status === 'supported' || atomicBatch?.supported === true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether a failed `wallet_sendCalls` means the wallet cannot batch (nothing was sent):
 * an unknown method (4200, -32601), params it does not take (-32602: a v1 wallet), an
 * unsupported chain or capability (5700, 5710) or no atomicity (5760).
 */
export function cannotBatch(error: unknown): boolean {
  // Read by its fields: importing WalletError's class would add its chunk to the plugin's.
  const { code, walletCode } = (error ?? {}) as Partial<WalletError>
  return code === 'UNSUPPORTED_METHOD' || [-32601, -32602, 5700, 5710, 5760].includes(walletCode ?? 0)
}

/**
 * Sends `calls` as one atomic EIP-5792 batch (`wallet_sendCalls`, `atomicRequired`) from
 * `address` on chain `chainId`; resolves the batch's id. Rejects with the wallet's error when
 * it did not take the batch.
 */
export async function sendCalls(connection: ConnectionController, address: string, chainId: number, calls: readonly BatchCall[]): Promise<string> {
  const answer = await connection.request(
    {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: hexOf(chainId), from: address, atomicRequired: true, calls: calls.map(({ to, data, value }) => ({ to, data, value: hexOf(value) })) }],
    },
    'eip155',
  )
  // v2 answers `{ id }`; v1 wallets answered the id itself.
  if (typeof answer === 'string') return answer
  const sent = v.safeParse(sentCalls, answer)
  if (!sent.success) throw new Error('The wallet answered wallet_sendCalls without a batch id')
  return sent.output.id
}

/** One `wallet_getCallsStatus` answer: its v2 status code (v1's words mapped to it) and receipts. */
async function readCallsStatus(connection: ConnectionController, id: string) {
  const answer = await connection.request({ method: 'wallet_getCallsStatus', params: [id] }, 'eip155')
  const read = v.safeParse(callsStatus, answer)
  const raw = (answer as { status?: unknown } | null)?.status
  const receipts = (read.success && read.output.receipts) || []
  const status =
    typeof raw === 'number' ? raw : raw === 'PENDING' ? 100 : raw === 'CONFIRMED' ? (receipts.some((receipt) => receipt.status === '0x0') ? 500 : 200) : undefined
  if (!read.success || status === undefined) throw new Error('The wallet answered wallet_getCallsStatus with no status')
  return { status, receipts }
}

/**
 * Asks the status of batch `id` (`wallet_getCallsStatus`) until it is final; resolves that
 * status (200: every call succeeded; 4xx: not included; 5xx: reverted; 6xx: partly reverted)
 * and the hash of the last transaction that carried the calls, if the wallet names it. A
 * few failed reads in a row (a node's hiccup) are asked again; a batch still pending after
 * three minutes rejects.
 */
export async function waitForCalls(connection: ConnectionController, id: string): Promise<{ status: number; hash: string | undefined }> {
  for (let failures = 0, waited = 0; waited <= BATCH_WAIT_MS; waited += BATCH_POLL_MS) {
    try {
      const { status, receipts } = await readCallsStatus(connection, id)
      failures = 0
      // 1xx: pending.
      if (status >= 200) return { status, hash: receipts.at(-1)?.transactionHash }
    } catch (error) {
      if (++failures > STATUS_RETRIES) throw error
    }
    await sleep(BATCH_POLL_MS)
  }
  throw new Error(`Batch ${id} was still pending after ${BATCH_WAIT_MS / 1000} s`)
}
