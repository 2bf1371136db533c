import { numberToHex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from './SigningContext.js'
import type { StoredCalls } from './sendEvmCalls.js'
import { readUserOperationStatus } from '../smartAccount/smartAccountMethods.js'

interface Receipt {
  status: string
  blockHash: string
  blockNumber: string
  gasUsed: string
  transactionHash: string
  logs: unknown[]
}

/**
 * EIP-5792 `wallet_getCallsStatus`: 100 while a call is pending, 200 when all succeeded, 500
 * when all reverted, 600 when some did (an EOA's calls, not atomic); a smart account's
 * batch is one user operation (atomic).
 */
export async function readCallsStatus(ctx: SigningContext, raw: unknown) {
  const id = Array.isArray(raw) ? raw[0] : undefined
  const stored = typeof id === 'string' ? ctx.storage.calls<StoredCalls>(id) : undefined
  if (!stored) throw new FrameFailure('invalid_input', 'Unknown bundle id', { field: 'id', rpcCode: 5730 })
  if (stored.userOperationHash) {
    const handle = await ctx.smartAccounts.on(stored.chainId)
    if (!handle) throw new FrameFailure('unsupported', 'This network no longer has smart accounts', { rpcCode: 5730 })
    return readUserOperationStatus(handle, id, stored.userOperationHash)
  }
  const receipts = (await Promise.all(stored.hashes.map((hash) => ctx.rpc(stored.chainId, 'eth_getTransactionReceipt', [hash])))) as (Receipt | null)[]
  const done = receipts.filter((r): r is Receipt => r !== null)
  const ok = done.filter((r) => r.status === '0x1').length
  const status = done.length < receipts.length ? 100 : ok === done.length ? 200 : ok === 0 ? 500 : 600
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(Number(stored.chainId.split(':')[1])),
    atomic: stored.atomic === true,
    status,
    receipts: done.map(({ logs, status: s, blockHash, blockNumber, gasUsed, transactionHash }) => ({ logs, status: s, blockHash, blockNumber, gasUsed, transactionHash })),
  }
}
