import { describe, expect, test } from 'vitest'
import { APPROVAL_TTL_MS, createApprovalStore } from './createApprovalStore.js'

const call = { chainId: 'eip155:31337', method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] }
/** An approval the person confirmed on the frame's approve page. */
const confirmed = (store: ReturnType<typeof createApprovalStore>, what: Parameters<ReturnType<typeof createApprovalStore>['prepare']>[0], terms?: Parameters<ReturnType<typeof createApprovalStore>['prepare']>[1]) => {
  const prepared = store.prepare(what, terms)
  expect(store.confirm(prepared.approvalId)).toBe(true)
  return prepared
}

describe('createApprovalStore', () => {
  test('default: a prepared and confirmed approval covers its exact call once', () => {
    const store = createApprovalStore()
    const { approvalId } = confirmed(store, call)
    expect(store.consume(approvalId, { ...call, params: [...call.params] })).toBe(true)
    expect(store.consume(approvalId, call)).toBe(false)
  })

  test("error: without the person's confirmation (the frame's own Approve button), an approval covers nothing, whoever sends the request", () => {
    const store = createApprovalStore()
    const { approvalId } = store.prepare(call)
    expect(store.consume(approvalId, call)).toBe(false)
    // Spent by the attempt: a confirmation afterwards finds nothing to confirm.
    expect(store.confirm(approvalId)).toBe(false)
    expect(store.confirm('made-up')).toBe(false)
  })

  test('behavior: key order does not matter; any other change of the call does', () => {
    const store = createApprovalStore()
    const tx = { chainId: 'eip155:1', method: 'eth_sendTransaction', params: [{ to: '0x1', value: '0x1' }] }
    const a = confirmed(store, tx)
    expect(store.consume(a.approvalId, { params: [{ value: '0x1', to: '0x1' }], method: 'eth_sendTransaction', chainId: 'eip155:1' })).toBe(true)
    const b = confirmed(store, tx)
    expect(store.consume(b.approvalId, { ...tx, params: [{ to: '0x1', value: '0x2' }] })).toBe(false)
    // A failed attempt spends the approval: it cannot be retried with other params.
    expect(store.consume(b.approvalId, tx)).toBe(false)
  })

  test('behavior: what an approval is simulated as is read while it is live, and never once it is spent or lapsed', () => {
    let time = 0
    const store = createApprovalStore(() => time)
    const simulation = { chainId: 'eip155:31337', account: '0xabc', calls: [{ to: '0x1', value: '1' }] }
    const spent = store.prepare(call, {}, simulation)
    expect(store.simulationOf(spent.approvalId)).toEqual(simulation)
    expect(store.simulationOf(spent.approvalId)).toEqual(simulation)
    store.consume(spent.approvalId, call)
    expect(store.simulationOf(spent.approvalId)).toBeUndefined()
    const late = store.prepare(call, {}, simulation)
    time += APPROVAL_TTL_MS
    expect(store.simulationOf(late.approvalId)).toBeUndefined()
    expect(store.simulationOf(store.prepare(call).approvalId)).toBeUndefined()
  })

  test('error: an approval lapses after 5 minutes (confirmed or not), and a cancelled one is gone', () => {
    let time = 0
    const store = createApprovalStore(() => time)
    const late = confirmed(store, call)
    time += APPROVAL_TTL_MS
    expect(store.consume(late.approvalId, call)).toBe(false)
    const unconfirmed = store.prepare(call)
    time += APPROVAL_TTL_MS
    expect(store.confirm(unconfirmed.approvalId)).toBe(false)
    const cancelled = confirmed(store, call)
    store.cancel(cancelled.approvalId)
    expect(store.consume(cancelled.approvalId, call)).toBe(false)
    expect(store.consume('made-up', call)).toBe(false)
  })

  test('behavior: an approval keeps the terms it was shown with (sponsored gas), given back once', () => {
    const store = createApprovalStore()
    const tx = { chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{ to: '0x1', value: '0x1' }] }
    const { approvalId } = confirmed(store, tx, { sponsored: true })
    expect(store.take(approvalId, tx)).toEqual({ sponsored: true })
    expect(store.take(approvalId, tx)).toBeUndefined()
    const plain = confirmed(store, tx)
    expect(store.take(plain.approvalId, tx)).toEqual({})
  })
})
