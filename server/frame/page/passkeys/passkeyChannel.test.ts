import { describe, expect, test } from 'vitest'
import { readPasskeyChannelMessage } from './passkeyChannel.js'

describe('readPasskeyChannelMessage', () => {
  test('default: the messages of the passkey page are read', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    const token = `als_${'a'.repeat(43)}`
    expect(readPasskeyChannelMessage({ type: 'signed_in', token, userId: 'u1', key })).toEqual({ type: 'signed_in', token, userId: 'u1', key })
    expect(readPasskeyChannelMessage({ type: 'seal', userId: 'u1', key })).toEqual({ type: 'seal', userId: 'u1', key })
    const stepUp = `stu_${'b'.repeat(43)}`
    expect(readPasskeyChannelMessage({ type: 'step_up', action: 'send', subject: 'tx', stepUp, expiresAt: 1 })).toEqual({ type: 'step_up', action: 'send', subject: 'tx', stepUp, expiresAt: 1 })
  })

  test('error: anything else is dropped', () => {
    expect(readPasskeyChannelMessage({ type: 'step_up', action: 'pay_everything', stepUp: `stu_${'b'.repeat(43)}`, expiresAt: 1 })).toBeUndefined()
    expect(readPasskeyChannelMessage({ type: 'signed_in', token: 'not-a-token', userId: 'u1' })).toBeUndefined()
    expect(readPasskeyChannelMessage({ type: 'unlock', userId: 'u1', key: 'raw key bytes' })).toBeUndefined()
    expect(readPasskeyChannelMessage('changed')).toBeUndefined()
  })
})
