import type { IndexedBatch } from './IndexedBatch.js'

const ZERO = '0x0000000000000000000000000000000000000000'

/**
 * The balances a batch may have changed, per account (lower-case): the native currency ('')
 * of every sender (gas), receiver, native transfer party and `alsoTouched` address, and each
 * ERC-20 on either side of one of its Transfer logs.
 */
export function balanceTouches(batch: IndexedBatch): Map<string, Set<string>> {
  const touches = new Map<string, Set<string>>()
  const touch = (account: string | null, token: string) => {
    if (!account || account === ZERO) return
    const set = touches.get(account) ?? new Set<string>()
    set.add(token)
    touches.set(account, set)
  }
  for (const t of batch.transactions) {
    touch(t.from, '')
    touch(t.to, '')
  }
  for (const account of batch.alsoTouched) touch(account, '')
  for (const t of batch.transfers) {
    if (t.standard === 'erc721') continue
    const token = t.standard === 'native' ? '' : t.token!
    touch(t.from, token)
    touch(t.to, token)
  }
  return touches
}
