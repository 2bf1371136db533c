import { describe, expect, test } from 'vitest'
import { FRAME_CHANNEL } from './frameChannel.js'
import { parseFrameToAppMessage } from './frameMessageSchema.js'

const id = 'req-0001-abcd'

describe('parseFrameToAppMessage', () => {
  test('default: SUCCESS and ERROR carry the request id and type', () => {
    expect(parseFrameToAppMessage({ channel: FRAME_CHANNEL, type: 'SUCCESS', id, request: 'IS_CONNECTED', result: { isConnected: true } })).toMatchObject({ id, request: 'IS_CONNECTED' })
    expect(parseFrameToAppMessage({ channel: FRAME_CHANNEL, type: 'ERROR', id, request: 'RPC_REQUEST', error: { code: 'rpc_not_allowed', message: 'Requested RPC call is not allowed', rpcCode: 4200 } })).toMatchObject({ error: { code: 'rpc_not_allowed' } })
  })

  test('default: READY, SESSION_UPDATE and FRAME_ERROR events parse', () => {
    expect(parseFrameToAppMessage({ channel: FRAME_CHANNEL, type: 'READY', payload: { protocol: 1, isConnected: false, storage: 'local' } })).toBeDefined()
    expect(parseFrameToAppMessage({ channel: FRAME_CHANNEL, type: 'SESSION_UPDATE', payload: { isConnected: false, reason: 'expired' } })).toBeDefined()
    expect(parseFrameToAppMessage({ channel: FRAME_CHANNEL, type: 'FRAME_ERROR', payload: { code: 'unverified_domain', message: 'x' } })).toBeDefined()
  })

  test('error: unknown error codes, request types and event types are refused', () => {
    expect(parseFrameToAppMessage({ channel: FRAME_CHANNEL, type: 'ERROR', id, request: 'RPC_REQUEST', error: { code: 'oops', message: 'x' } })).toBeUndefined()
    expect(parseFrameToAppMessage({ channel: FRAME_CHANNEL, type: 'SUCCESS', id, request: 'STEAL', result: {} })).toBeUndefined()
    expect(parseFrameToAppMessage({ channel: FRAME_CHANNEL, type: 'KEY', payload: {} })).toBeUndefined()
    expect(parseFrameToAppMessage({ channel: 'other', type: 'READY', payload: { protocol: 1, isConnected: false, storage: 'local' } })).toBeUndefined()
  })
})
