import { describe, expect, test } from 'vitest'
import { FRAME_CHANNEL } from './frameChannel.js'
import { frameRequestPayloads } from './frameRequestPayloads.js'
import { parseAppToFrameMessage } from './frameRequestSchema.js'

const id = 'req-0001-abcd'
const request = (type: string, payload: unknown) => ({ channel: FRAME_CHANNEL, id, type, payload })

describe('parseAppToFrameMessage', () => {
  test('default: every SPEC §7 request has a schema', () => {
    expect(Object.keys(frameRequestPayloads).sort()).toEqual(
      [
        'SWITCH_NETWORK', 'CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_DEVICE_TOTP', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI',
        'GET_USER', 'SIGN_OUT', 'IS_CONNECTED', 'GET_CHAIN_ID', 'RPC_REQUEST', 'PREPARE_APPROVAL', 'CANCEL_APPROVAL', 'CONFIRM_APPROVAL',
        'UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP', 'AWAIT_UPDATE_EMAIL', 'SYNC_THEME',
        'SYNC_DAPP_DATA', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT',
        'CONNECT_FARCASTER', 'GET_FARCASTER_URI', 'RELOAD', 'GET_LOGINS', 'LINK_SOCIAL', 'LINK_EMAIL', 'LINK_EMAIL_OTP', 'UNLINK_LOGIN', 'CHECK_SPONSORSHIP', 'GET_EXPORT_TICKET',
        'SIMULATE_APPROVAL',
        'GET_SECURITY', 'REMOVE_PASSKEY', 'SET_SECOND_FACTOR', 'SET_STEP_UP_LIMIT',
        'GET_PERMISSIONS',
        'GET_SESSIONS', 'SIGN_OUT_SESSION', 'SIGN_OUT_OTHER_SESSIONS',
        'OPEN_VAULT',
      ].sort(),
    )
  })

  test('default: well-formed requests and aborts parse', () => {
    expect(parseAppToFrameMessage(request('CONNECT_EMAIL', { email: 'ada@example.com' }))).toMatchObject({ type: 'CONNECT_EMAIL' })
    expect(parseAppToFrameMessage(request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0xabc'], approvalId: 'a1' }))).toMatchObject({ payload: { method: 'personal_sign' } })
    expect(parseAppToFrameMessage(request('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--airlock-accent': '#f00' } }))).toBeDefined()
    expect(parseAppToFrameMessage({ channel: FRAME_CHANNEL, id, type: 'ABORT' })).toEqual({ channel: FRAME_CHANNEL, id, type: 'ABORT' })
    expect(parseAppToFrameMessage(request('SIMULATE_APPROVAL', { approvalId: 'a1' }))).toMatchObject({ payload: { approvalId: 'a1' } })
    expect(parseAppToFrameMessage(request('SIMULATE_APPROVAL', { approvalId: '' }))).toBeUndefined()
  })

  test('default: a new device approved by an app code: CONNECT_EMAIL may ask for the link instead, CONNECT_DEVICE_TOTP carries the code; anything else is dropped', () => {
    expect(parseAppToFrameMessage(request('CONNECT_EMAIL', { email: 'ada@example.com', approval: 'link' }))).toMatchObject({ payload: { approval: 'link' } })
    expect(parseAppToFrameMessage(request('CONNECT_EMAIL', { email: 'ada@example.com', approval: 'sms' }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('CONNECT_DEVICE_TOTP', { totp: '123456' }))).toMatchObject({ payload: { totp: '123456' } })
    expect(parseAppToFrameMessage(request('CONNECT_DEVICE_TOTP', { totp: '' }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('CONNECT_DEVICE_TOTP', { totp: '1'.repeat(17) }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('CONNECT_DEVICE_TOTP', {}))).toBeUndefined()
  })

  test('behavior: a step-up limit is a dollar amount of zero or more', () => {
    expect(parseAppToFrameMessage(request('SET_STEP_UP_LIMIT', { usd: 100 }))).toMatchObject({ payload: { usd: 100 } })
    expect(parseAppToFrameMessage(request('SET_STEP_UP_LIMIT', { usd: -1 }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('SET_STEP_UP_LIMIT', { usd: '100' }))).toBeUndefined()
  })

  test('SPEC §5: email and newEmail must be valid emails', () => {
    expect(parseAppToFrameMessage(request('CONNECT_EMAIL', { email: 'not-an-email' }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('UPDATE_EMAIL', { email: 'x@' }))).toBeUndefined()
  })

  test('SPEC §5: social provider is one of the six; theme mode light or dark; OTP a string', () => {
    expect(parseAppToFrameMessage(request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }))).toBeDefined()
    expect(parseAppToFrameMessage(request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('SYNC_THEME', { themeMode: 'sepia' }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('CONNECT_OTP', { otp: 123456 }))).toBeUndefined()
  })

  test('error: SPEC §5 fixed schema: other channels, unknown types, bad ids and missing payloads are refused', () => {
    expect(parseAppToFrameMessage({ ...request('SIGN_OUT', {}), channel: 'w3m-frame' })).toBeUndefined()
    expect(parseAppToFrameMessage(request('EXPORT_PRIVATE_KEY', {}))).toBeUndefined()
    expect(parseAppToFrameMessage({ ...request('SIGN_OUT', {}), id: 'x' })).toBeUndefined()
    expect(parseAppToFrameMessage({ ...request('SIGN_OUT', {}), id: '<script>alert(1)</script>' })).toBeUndefined()
    expect(parseAppToFrameMessage({ channel: FRAME_CHANNEL, id, type: 'CONNECT_OTP' })).toBeUndefined()
    expect(parseAppToFrameMessage('{"channel":"airlock-frame"}')).toBeUndefined()
    expect(parseAppToFrameMessage(null)).toBeUndefined()
  })

  test('error: a CAIP-2 id is checked', () => {
    expect(parseAppToFrameMessage(request('SWITCH_NETWORK', { chainId: 'eip155:31337' }))).toBeDefined()
    expect(parseAppToFrameMessage(request('SWITCH_NETWORK', { chainId: '31337' }))).toBeUndefined()
  })

  test('SPEC §7 set preferred account: a known type, and a namespace the wallet holds (optional, eip155 by default)', () => {
    expect(parseAppToFrameMessage(request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))).toMatchObject({ payload: { type: 'smartAccount' } })
    expect(parseAppToFrameMessage(request('SET_PREFERRED_ACCOUNT', { type: 'eoa', namespace: 'solana' }))).toMatchObject({ payload: { type: 'eoa', namespace: 'solana' } })
    expect(parseAppToFrameMessage(request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount', namespace: 'cosmos' }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('SET_PREFERRED_ACCOUNT', { type: 'smart' }))).toBeUndefined()
    expect(parseAppToFrameMessage(request('SET_PREFERRED_ACCOUNT', { namespace: 'eip155' }))).toBeUndefined()
  })
})
