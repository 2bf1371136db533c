import { describe, expect, test, vi } from 'vitest'
import { FRAME_CHANNEL } from '../../../../adapters/embedded/protocol/frameChannel.js'
import { FrameFailure } from './FrameFailure.js'
import { listenToParent } from './listenToParent.js'
import { toFrameFailure } from './toFrameFailure.js'

const parentOrigin = 'http://localhost:5173'

function setup(handle = vi.fn(async () => ({ isConnected: true }))) {
  let listener: ((event: unknown) => void) | undefined
  const self = { addEventListener: (_: string, l: unknown) => void (listener = l as typeof listener), removeEventListener: () => void (listener = undefined) }
  const posted: { message: any; target: string }[] = []
  const parent = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) }
  const debug = vi.fn()
  const channel = listenToParent({ self: self as never, parent: parent as never, parentOrigin, handle, toFailure: toFrameFailure, debug })
  const deliver = async (data: unknown, origin = parentOrigin, source: unknown = parent) => {
    listener?.({ data, origin, source })
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { channel, posted, deliver, debug, handle }
}
const request = (id: string, type = 'IS_CONNECTED', payload: unknown = {}) => ({ channel: FRAME_CHANNEL, id, type, payload })

describe('listenToParent', () => {
  test('default: a request from the parent is answered with SUCCESS and its id, posted to the parent’s origin', async () => {
    const t = setup()
    await t.deliver(request('req-0001-aaaa'))
    expect(t.posted).toEqual([{ target: parentOrigin, message: { channel: FRAME_CHANNEL, type: 'SUCCESS', id: 'req-0001-aaaa', request: 'IS_CONNECTED', result: { isConnected: true } } }])
  })

  test('error: messages from another origin, another window, or outside the schema are dropped unanswered and logged', async () => {
    const t = setup()
    await t.deliver(request('req-0002-aaaa'), 'https://evil.test')
    await t.deliver(request('req-0003-aaaa'), parentOrigin, { postMessage() {} })
    await t.deliver({ ...request('req-0004-aaaa'), type: 'EXPORT_KEY' })
    await t.deliver('{"channel":"airlock-frame"}')
    expect(t.posted).toEqual([])
    expect(t.handle).not.toHaveBeenCalled()
    expect(t.debug.mock.calls.map(([reason]) => reason)).toEqual(['dropped: wrong origin', 'dropped: wrong source', 'dropped: not a frame request', 'dropped: not a frame request'])
  })

  test('behavior: a replayed request id is dropped; the handler ran once', async () => {
    const t = setup()
    await t.deliver(request('req-0005-aaaa'))
    await t.deliver(request('req-0005-aaaa'))
    expect(t.handle).toHaveBeenCalledTimes(1)
    expect(t.debug).toHaveBeenCalledWith('dropped: replayed request id', 'req-0005-aaaa')
  })

  test('behavior: a failure is answered with ERROR and its stable code; ABORT reaches the running handler', async () => {
    let seen: AbortSignal | undefined
    const t = setup(vi.fn(async (req: { type: string }, signal: AbortSignal) => {
      if (req.type === 'CONNECT_DEVICE') {
        seen = signal
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new FrameFailure('aborted', 'Request was aborted'))))
      }
      throw new FrameFailure('rpc_not_allowed', 'Requested RPC call is not allowed', { rpcCode: 4200 })
    }) as never)
    await t.deliver(request('req-0006-aaaa', 'RPC_REQUEST', { method: 'eth_sign' }))
    expect(t.posted[0]!.message).toMatchObject({ type: 'ERROR', id: 'req-0006-aaaa', error: { code: 'rpc_not_allowed', rpcCode: 4200 } })
    await t.deliver(request('req-0007-aaaa', 'CONNECT_DEVICE'))
    await t.deliver({ channel: FRAME_CHANNEL, id: 'req-0007-aaaa', type: 'ABORT' })
    expect(seen?.aborted).toBe(true)
    expect(t.posted[1]!.message).toMatchObject({ type: 'ERROR', id: 'req-0007-aaaa', error: { code: 'aborted', message: 'Request was aborted' } })
  })

  test('error: an unexpected error never leaks its message', async () => {
    const t = setup(vi.fn(async () => {
      throw new Error('SELECT secret FROM keys')
    }))
    await t.deliver(request('req-0008-aaaa'))
    expect(t.posted[0]!.message.error).toEqual({ code: 'internal', message: 'Something went wrong' })
  })
})
