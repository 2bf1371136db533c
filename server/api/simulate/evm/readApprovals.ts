import { decodeAbiParameters, getAddress, hexToBigInt, maxUint160, maxUint256, type Address, type Hex } from 'viem'
import type { TracedLog } from './EvmTrace.js'
import { eventTopics, topicAddress, topicChecksum } from './eventTopics.js'

/** A right over the account's tokens that a log grants or takes back. */
export interface ApprovalEvent {
  kind: 'token' | 'operator' | 'nft'
  via: 'approve' | 'setApprovalForAll' | 'permit2'
  token: Address
  spender: Address
  amount?: bigint
  tokenId?: bigint
  unlimited: boolean
  revoked: boolean
  deadline?: number
}

/** An amount no token supply reaches: treated as an allowance that never runs out. */
export const UNLIMITED_FROM = 2n ** 128n

/** Whether an allowance amount is, in effect, unlimited (the type's maximum or beyond any supply). */
export const isUnlimited = (amount: bigint) => amount >= UNLIMITED_FROM || amount === maxUint256 || amount === maxUint160


/**
 * The approvals `account` gives in the logs: ERC-20 `Approval` (an allowance), ERC-721
 * `Approval` (one token id), `ApprovalForAll` (a whole collection) and Permit2's `Approval`
 * and `Permit`. An `Approval` counts only from a token the request calls itself
 * (`calledTokens`): tokens that log the allowance left after a `transferFrom` grant nothing
 * new. Per token, spender (and token id), the largest grant is kept (a token that logs the
 * allowance left after spending it would otherwise hide what the approve granted).
 */
export function readApprovals(logs: readonly TracedLog[], account: string, calledTokens: ReadonlySet<string>): ApprovalEvent[] {
  const me = account.toLowerCase()
  const found = new Map<string, ApprovalEvent>()
  const keep = (event: ApprovalEvent) => {
    const key = `${event.kind}:${event.token.toLowerCase()}:${event.spender.toLowerCase()}:${event.tokenId ?? ''}`
    const before = found.get(key)
    if (!before || (before.revoked && !event.revoked) || (event.amount ?? 0n) > (before.amount ?? 0n)) found.set(key, event)
  }
  for (const log of logs) {
    const [topic, a, b, c] = log.topics
    if (topicAddress(a) !== me) continue
    if (topic === eventTopics.approval && !calledTokens.has(log.address.toLowerCase())) continue
    try {
      if (topic === eventTopics.approval && log.topics.length === 3) {
        const amount = hexToBigInt(log.data.slice(0, 66) as Hex)
        keep({ kind: 'token', via: 'approve', token: getAddress(log.address), spender: topicChecksum(b), amount, unlimited: isUnlimited(amount), revoked: amount === 0n })
      } else if (topic === eventTopics.approval && log.topics.length === 4) {
        const spender = topicChecksum(b)
        keep({ kind: 'nft', via: 'approve', token: getAddress(log.address), spender, tokenId: hexToBigInt(c!), unlimited: false, revoked: /^0x0+$/.test(spender) })
      } else if (topic === eventTopics.approvalForAll && log.topics.length === 3) {
        const approved = hexToBigInt(log.data.slice(0, 66) as Hex) !== 0n
        keep({ kind: 'operator', via: 'setApprovalForAll', token: getAddress(log.address), spender: topicChecksum(b), unlimited: approved, revoked: !approved })
      } else if ((topic === eventTopics.permit2Approval || topic === eventTopics.permit2Permit) && log.topics.length === 4) {
        const [amount, expiration] = decodeAbiParameters([{ type: 'uint160' }, { type: 'uint48' }], log.data)
        keep({ kind: 'token', via: 'permit2', token: topicChecksum(b), spender: topicChecksum(c), amount, unlimited: isUnlimited(amount), revoked: amount === 0n, deadline: Number(expiration) })
      }
    } catch {
      // Malformed data: not an approval after all.
    }
  }
  return [...found.values()]
}
