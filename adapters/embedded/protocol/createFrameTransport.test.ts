import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFrameTransport, type FrameTransport } from './createFrameTransport.js'
import { FRAME_CHANNEL } from './frameChannel.js'
import { FrameRequestError } from './FrameRequestError.js'

const frameOrigin = 'http://127.0.0.1:8793'

function setup(options: { vault?: { read(): string | undefined; write(vault: string): void } } = {}) {
  let listener: ((event: unknown) => void) | undefined
  const host = {
    addEventListener: (_: string, l: unknown) => void (listener = l as typeof listener),
    removeEventListener: () => void (listener = undefined),
  }
  const posted: { message: any; target: string }[] = []
  const frame = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) } as unknown as Window
  const debug = vi.fn()
  const onEvent = vi.fn()
  const transport = createFrameTransport({ frameWindow: () => frame, frameOrigin, host: host as never, debug, onEvent, ...(options.vault && { vault: options.vault }) })
  const deliver = (data: unknown, origin = frameOrigin, source: unknown = frame) => listener?.({ data, origin, source })
  return { transport, posted, deliver, debug, onEvent, frame }
}

let transport: FrameTransport | undefined
afterEach(() => {
  transport?.close()
  vi.useRealTimers()
})

describe('createFrameTransport', () => {
  test('default: a request is posted to the frame origin and resolved by the SUCCESS with its id', async () => {
    const t = setup()
    transport = t.transport
    const answer = t.transport.request('IS_CONNECTED', {})
    const [{ message, target }] = t.posted as [{ message: any; target: string }]
    expect(target).toBe(frameOrigin)
    expect(message).toMatchObject({ channel: FRAME_CHANNEL, type: 'IS_CONNECTED', payload: {} })
    t.deliver({ channel: FRAME_CHANNEL, type: 'SUCCESS', id: message.id, request: 'IS_CONNECTED', result: { isConnected: true } })
    await expect(answer).resolves.toEqual({ isConnected: true })
  })

  test('behavior: an ERROR reply rejects with its stable code', async () => {
    const t = setup()
    transport = t.transport
    const answer = t.transport.request('RPC_REQUEST', { method: 'eth_sign' })
    const id = t.posted[0]!.message.id
    t.deliver({ channel: FRAME_CHANNEL, type: 'ERROR', id, request: 'RPC_REQUEST', error: { code: 'rpc_not_allowed', message: 'Requested RPC call is not allowed', rpcCode: 4200 } })
    const error = await answer.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error).toMatchObject({ code: 'rpc_not_allowed', error: { rpcCode: 4200 } })
  })

  test('error: replies from another origin or window, forged types and malformed results are dropped', async () => {
    const t = setup()
    transport = t.transport
    const answer = t.transport.request('IS_CONNECTED', {})
    const id = t.posted[0]!.message.id
    const reply = { channel: FRAME_CHANNEL, type: 'SUCCESS', id, request: 'IS_CONNECTED', result: { isConnected: true } }
    t.deliver(reply, 'http://evil.test')
    t.deliver(reply, frameOrigin, {})
    t.deliver({ ...reply, request: 'GET_USER' })
    t.deliver({ ...reply, type: 'SUCCESS!' })
    expect(t.debug).toHaveBeenCalledTimes(4)
    t.deliver({ ...reply, result: { isConnected: 'yes' } })
    await expect(answer).rejects.toMatchObject({ code: 'internal' })
  })

  test('SPEC §9: READY resolves ready() after the 500 ms pause; no READY in 20 s is iframe_load_failed', async () => {
    vi.useFakeTimers()
    const t = setup()
    transport = t.transport
    const late = t.transport.ready()
    const lateError = late.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await lateError).toMatchObject({ code: 'iframe_load_failed', message: 'Network Error - Could not load embedded wallet' })
    const ready = t.transport.ready()
    t.deliver({ channel: FRAME_CHANNEL, type: 'READY', payload: { protocol: 1, isConnected: false, storage: 'local' } })
    let resolved = false
    void ready.then(() => (resolved = true))
    await vi.advanceTimersByTimeAsync(499)
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await ready).toEqual({ protocol: 1, isConnected: false, storage: 'local' })
    expect(t.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'READY' }))
  })

  test('SPEC §9: a connect request times out after 30 s with iframe_request_timeout and is aborted in the frame', async () => {
    vi.useFakeTimers()
    const t = setup()
    transport = t.transport
    const answer = t.transport.request('CONNECT_EMAIL', { email: 'ada@example.com' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await answer).toMatchObject({ code: 'iframe_request_timeout', message: 'Embedded Wallet Request Timed Out' })
    expect(t.posted[1]!.message).toEqual({ channel: FRAME_CHANNEL, id: t.posted[0]!.message.id, type: 'ABORT' })
  })

  test("behavior: an AbortSignal aborts the request ('Request was aborted')", async () => {
    const t = setup()
    transport = t.transport
    const controller = new AbortController()
    const answer = t.transport.request('RPC_REQUEST', { method: 'eth_blockNumber' }, { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    expect(await answer).toMatchObject({ code: 'aborted', message: 'Request was aborted' })
    expect(t.posted.at(-1)!.message.type).toBe('ABORT')
  })

  test('behavior: a frame with only its partitioned cookies gets back the sealed copy this page kept before ready() resolves, and its new copies replace it', async () => {
    vi.useFakeTimers()
    const kept: string[] = ['v1.earlier']
    const t = setup({ vault: { read: () => kept.at(-1), write: (vault) => void kept.push(vault) } })
    transport = t.transport
    const ready = t.transport.ready()
    t.deliver({ channel: FRAME_CHANNEL, type: 'READY', payload: { protocol: 1, isConnected: false, storage: 'sealed' } })
    const [{ message }] = t.posted as unknown as [{ message: any }]
    expect(message).toMatchObject({ type: 'OPEN_VAULT', payload: { vault: 'v1.earlier' } })
    t.deliver({ channel: FRAME_CHANNEL, type: 'SUCCESS', id: message.id, request: 'OPEN_VAULT', result: { isConnected: true } })
    await vi.advanceTimersByTimeAsync(500)
    await expect(ready).resolves.toEqual({ protocol: 1, isConnected: true, storage: 'sealed' })
    t.deliver({ channel: FRAME_CHANNEL, type: 'VAULT_SEALED', payload: { vault: 'v1.next' } })
    expect(kept).toEqual(['v1.earlier', 'v1.next'])
    // A copy is kept, not handed to the app's own handlers.
    expect(t.onEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'VAULT_SEALED' }))
  })

  test('behavior: a frame keeping its own storage is not sent a copy, and a copy from another origin is dropped', async () => {
    vi.useFakeTimers()
    const kept: string[] = []
    const t = setup({ vault: { read: () => 'v1.kept', write: (vault) => void kept.push(vault) } })
    transport = t.transport
    const ready = t.transport.ready()
    t.deliver({ channel: FRAME_CHANNEL, type: 'READY', payload: { protocol: 1, isConnected: false, storage: 'local' } })
    await vi.advanceTimersByTimeAsync(500)
    await expect(ready).resolves.toMatchObject({ storage: 'local' })
    expect(t.posted).toEqual([])
    t.deliver({ channel: FRAME_CHANNEL, type: 'VAULT_SEALED', payload: { vault: 'v1.forged' } }, 'http://evil.example')
    expect(kept).toEqual([])
  })
})
