import { describe, expect, it } from 'vitest'
import { createTransactionLog, type TransactionRecord } from './transactionLog.js'

function record(signature: string, accountKeys: string[]): TransactionRecord {
  return { signature, transaction: { accountKeys } } as unknown as TransactionRecord
}

function filled() {
  const log = createTransactionLog()
  log.add(record('s1', ['alice', 'bob']))
  log.add(record('s2', ['carol']))
  log.add(record('s3', ['bob', 'alice', 'bob']))
  log.add(record('s4', ['alice']))
  return log
}

const signatures = (records: TransactionRecord[]) => records.map((r) => r.signature)

describe('createTransactionLog', () => {
  it('default: lists an address\'s transactions newest first, once each', () => {
    const log = filled()
    expect(signatures(log.forAddress('alice'))).toEqual(['s4', 's3', 's1'])
    expect(signatures(log.forAddress('bob'))).toEqual(['s3', 's1'])
    expect(log.get('s2')?.signature).toBe('s2')
    expect(log.size).toBe(4)
  })

  it('behavior: before, until and limit page through the list exclusively', () => {
    const log = filled()
    expect(signatures(log.forAddress('alice', { limit: 2 }))).toEqual(['s4', 's3'])
    expect(signatures(log.forAddress('alice', { before: 's3' }))).toEqual(['s1'])
    expect(signatures(log.forAddress('alice', { until: 's1' }))).toEqual(['s4', 's3'])
    // `before` need not name a transaction of this address.
    expect(signatures(log.forAddress('alice', { before: 's2' }))).toEqual(['s1'])
    expect(signatures(log.latest(2))).toEqual(['s4', 's3'])
  })

  it('error: an unknown before-signature or address yields nothing', () => {
    const log = filled()
    expect(log.forAddress('alice', { before: 'nope' })).toEqual([])
    expect(log.forAddress('dave')).toEqual([])
    expect(log.get('nope')).toBeUndefined()
  })
})
