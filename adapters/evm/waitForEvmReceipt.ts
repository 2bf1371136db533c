import type { Client, TransactionReceipt } from 'viem'
import { getBlockNumber, waitForTransactionReceipt } from 'viem/actions'

/**
 * Waits for the receipt of `hash` (viem follows a transaction the wallet replaced), and
 * rejects as soon as the node cannot be reached: a block-number probe every polling interval
 * fails with the node's error once the transport's retries are spent. Alone, viem's wait
 * would go on polling a dead node for minutes, and a person would see nothing wrong.
 */
export async function waitForEvmReceipt(client: Client, hash: `0x${string}`): Promise<TransactionReceipt> {
  const stop = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const unreachable = new Promise<never>((_, reject) => {
    const probe = () =>
      getBlockNumber(client, { cacheTime: 0 }).then(() => {
        if (!stop.signal.aborted) timer = setTimeout(probe, client.pollingInterval)
      }, reject)
    void probe()
  })
  try {
    return await Promise.race([waitForTransactionReceipt(client, { hash, signal: stop.signal }), unreachable])
  } finally {
    stop.abort()
    clearTimeout(timer)
  }
}
