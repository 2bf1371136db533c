import { type ConnectionController, providerError, toWalletError } from 'airlock'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BATCH_POLL_MS, cannotBatch, readAtomicBatch, sendCalls, waitForCalls } from './atomicBatch.js'

/** A connection whose wallet answers `request` as `answer` does. */
const connectionAnswering = (answer: (args: { method: string; params?: unknown }) => unknown) =>
  ({ request: vi.fn(async (args: { method: string; params?: unknown }) => answer(args)) }) as unknown as ConnectionController & { request: ReturnType<typeof vi.fn> }

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('readAtomicBatch', () => {
  test.each([
    ['atomic supported (EIP-5792 v2)', { '0x1': { atomic: { status: 'supported' } } }, true],
    ['atomic ready (an EOA the wallet would first upgrade: never on the side of a swap)', { '0x01': { atomic: { status: 'ready' } } }, false],
    ['atomicBatch supported (v1)', { '0x1': { atomicBatch: { supported: true } } }, true],
    ['atomic unsupported', { '0x1': { atomic: { status: 'unsupported' } } }, false],
    ['atomic only on another chain', { '0x2105': { atomic: { status: 'supported' } } }, false],
    ['a malformed answer', { '0x1': { atomic: 'yes' } }, false],
    ['no answer', null, false],
  ])('behavior: %s → %s', async (_, answer, expected) => {
    const connection = connectionAnswering(() => answer)
    expect(await readAtomicBatch(connection, address, 1)).toBe(expected)
    expect(connection.request).toHaveBeenCalledWith({ method: 'wallet_getCapabilities', params: [address, ['0x1']] }, 'eip155')
  })

  test('error: a wallet that does not know the method, or does not answer within 5 s, does not batch', async () => {
    expect(await readAtomicBatch(connectionAnswering(() => Promise.reject(toWalletError({ code: 4200 }))), address, 1)).toBe(false)
    const silent = readAtomicBatch(connectionAnswering(() => new Promise(() => {})), address, 1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await silent).toBe(false)
  })
})

describe('sendCalls', () => {
  test('default: one v2 batch, atomic required, values in hex; the id comes back (v2 `{ id }` or v1\'s bare id)', async () => {
    const connection = connectionAnswering(() => ({ id: '0xbatch' }))
    expect(await sendCalls(connection, address, 31337, [{ to: '0xa', data: '0x01', value: 0n }, { to: '0xb', data: '0x02', value: 10n }])).toBe('0xbatch')
    expect(connection.request).toHaveBeenCalledWith({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', from: address, atomicRequired: true, calls: [{ to: '0xa', data: '0x01', value: '0x0' }, { to: '0xb', data: '0x02', value: '0xa' }] }],
    }, 'eip155')
    expect(await sendCalls(connectionAnswering(() => '0xv1'), address, 1, [])).toBe('0xv1')
    await expect(sendCalls(connectionAnswering(() => ({})), address, 1, [])).rejects.toThrow('without a batch id')
  })
})

describe('cannotBatch', () => {
  test('behavior: unsupported method, invalid params, unsupported chain or capability and no atomicity mean nothing was sent; a decline does not', () => {
    expect([4200, -32601, -32602, 5700, 5710, 5760].map((code) => cannotBatch(toWalletError(providerError(code, 'no'))))).toEqual([true, true, true, true, true, true])
    expect([cannotBatch(toWalletError(providerError(4001, 'User rejected'))), cannotBatch(new Error('boom')), cannotBatch(undefined)]).toEqual([false, false, false])
  })
})

describe('waitForCalls', () => {
  test('default: pending (100) is asked again every 500 ms until 200; the last receipt\'s hash comes back', async () => {
    let reads = 0
    const connection = connectionAnswering(() => (++reads < 3 ? { status: 100, receipts: [] } : { status: 200, receipts: [{ transactionHash: '0xfirst' }, { transactionHash: '0xlast' }] }))
    const waiting = waitForCalls(connection, '0xbatch')
    await vi.advanceTimersByTimeAsync(BATCH_POLL_MS * 2)
    expect(await waiting).toEqual({ status: 200, hash: '0xlast' })
    expect(connection.request).toHaveBeenCalledTimes(3)
    expect(connection.request).toHaveBeenCalledWith({ method: 'wallet_getCallsStatus', params: ['0xbatch'] }, 'eip155')
  })

  test('behavior: v1\'s CONFIRMED is 200, or 500 when a receipt reverted', async () => {
    expect(await waitForCalls(connectionAnswering(() => ({ status: 'CONFIRMED', receipts: [{ transactionHash: '0xok', status: '0x1' }] })), '0x1')).toEqual({ status: 200, hash: '0xok' })
    expect(await waitForCalls(connectionAnswering(() => ({ status: 'CONFIRMED', receipts: [{ transactionHash: '0xbad', status: '0x0' }] })), '0x1')).toEqual({ status: 500, hash: '0xbad' })
  })

  test('error: a few failed reads are asked again; four in a row reject, as does a batch pending past three minutes', async () => {
    let reads = 0
    const flaky = waitForCalls(connectionAnswering(() => (++reads <= 3 ? Promise.reject(new Error('node down')) : { status: 200, receipts: [] })), '0x1')
    await vi.advanceTimersByTimeAsync(BATCH_POLL_MS * 3)
    expect(await flaky).toEqual({ status: 200, hash: undefined })
    const broken = waitForCalls(connectionAnswering(() => Promise.reject(new Error('node down'))), '0x1')
    const brokenResult = expect(broken).rejects.toThrow('node down')
    await vi.advanceTimersByTimeAsync(BATCH_POLL_MS * 4)
    await brokenResult
    const stuck = waitForCalls(connectionAnswering(() => ({ status: 100 })), '0x1')
    const stuckResult = expect(stuck).rejects.toThrow('still pending after 180 s')
    await vi.advanceTimersByTimeAsync(181_000)
    await stuckResult
  })
})
