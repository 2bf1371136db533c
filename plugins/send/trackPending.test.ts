import { describe, expect, it } from 'vitest'
import type { SentTransaction } from './SendState.js'
import { PENDING_TRANSACTIONS_LIMIT, trackPending } from './trackPending.js'

const transaction = (index: number): SentTransaction => ({
  hash: `0x${index}`,
  namespace: 'eip155',
  caipNetworkId: 'eip155:1',
  account: 'eip155:1:0xa',
  to: '0xb',
  amount: '1',
  symbol: 'ETH',
  sentAt: index,
  status: 'pending',
})

describe('trackPending', () => {
  it('rule pending limit: at most 99 are tracked, the oldest dropped first', () => {
    let pending: SentTransaction[] = []
    for (let index = 1; index <= 101; index++) pending = trackPending(pending, transaction(index))
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(pending).toHaveLength(99)
    expect(pending[0]?.hash).toBe('0x3')
    expect(pending.at(-1)?.hash).toBe('0x101')
  })

  it('default: below the limit every transaction is kept, in order', () => {
    expect(trackPending([transaction(1)], transaction(2)).map((item) => item.hash)).toEqual(['0x1', '0x2'])
  })

  it('behavior: a transaction already listed is replaced, never listed twice', () => {
    const list = trackPending([transaction(1), transaction(2)], { ...transaction(1), status: 'confirmed' })
    expect(list.map((item) => [item.hash, item.status])).toEqual([['0x2', 'pending'], ['0x1', 'confirmed']])
  })
})
