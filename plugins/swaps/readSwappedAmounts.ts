import type { TransactionReceipt } from 'airlock/kit'
import { isNativeToken } from './isNativeToken.js'

// ERC-20 Transfer(from, to, value), and the wrapped native currency's Deposit(dst, wad) and
// Withdrawal(src, wad) (WETH9): what a Uniswap V2 router emits when it takes or pays the
// native currency through the pools.
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const DEPOSIT = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'
const WITHDRAWAL = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

type Log = NonNullable<TransactionReceipt['logs']>[number]

const addressOf = (caip: string) => caip.slice(caip.lastIndexOf(':') + 1).toLowerCase()
const topicAddress = (topic: string | undefined) => (topic ? `0x${topic.slice(-40)}`.toLowerCase() : undefined)
const sum = (logs: readonly Log[]) => (logs.length === 0 ? undefined : logs.reduce((total, log) => total + BigInt(log.data === '0x' ? 0 : log.data), 0n))

/**
 * What a mined swap paid and got, read from its receipt's logs: the sold token's transfers
 * out of `account` and the bought token's transfers to it; the native currency through the
 * route's wrapped token (`path`'s first or last, CAIP-10), which the router deposits what it
 * takes and withdraws what it pays. A side the logs do not show is undefined (the quote's
 * figure then stands, marked as approximate).
 */
export function readSwappedAmounts(
  logs: readonly Log[] | undefined,
  swap: { account: string; from: string; to: string; path: readonly string[] },
): { paid: bigint | undefined; received: bigint | undefined } {
  if (!logs) return { paid: undefined, received: undefined }
  const account = swap.account.toLowerCase()
  const from = (log: Log) => log.address.toLowerCase()
  const moved = (token: string, direction: 'out' | 'in', wrapped: string | undefined) => {
    if (isNativeToken(token)) {
      // The router wraps what it takes (Deposit) and unwraps what it pays (Withdrawal).
      const topic = direction === 'out' ? DEPOSIT : WITHDRAWAL
      return wrapped ? sum(logs.filter((log) => from(log) === wrapped && log.topics[0] === topic)) : undefined
    }
    const side = direction === 'out' ? 1 : 2
    return sum(logs.filter((log) => from(log) === addressOf(token) && log.topics[0] === TRANSFER && log.topics.length === 3 && topicAddress(log.topics[side]) === account))
  }
  const first = swap.path[0] && addressOf(swap.path[0])
  const last = swap.path.at(-1) && addressOf(swap.path.at(-1)!)
  return { paid: moved(swap.from, 'out', first), received: moved(swap.to, 'in', last) }
}
