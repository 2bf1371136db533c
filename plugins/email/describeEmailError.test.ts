import { describe, expect, it } from 'vitest'
import { describeEmailError } from './describeEmailError.js'

// The fields of the embedded connector's FrameRequestError the views read.
const failure = (code: string, message: string, error?: { attemptsLeft?: number; retryAfterMs?: number }) => Object.assign(new Error(message), { code, error })

describe('describeEmailError', () => {
  it('error: a wrong code says how many tries are left', () => {
    expect(describeEmailError(failure('invalid_code', 'x', { attemptsLeft: 3 }))).toBe('Wrong code. 3 tries left.')
    expect(describeEmailError(failure('invalid_code', 'x', { attemptsLeft: 1 }))).toBe('Wrong code. 1 try left.')
    expect(describeEmailError(failure('invalid_code', 'x', { attemptsLeft: 0 }))).toBe('Wrong code. Ask for a new one.')
  })

  it('error: an expired or used-up code asks for a new one', () => {
    expect(describeEmailError(failure('code_expired', 'x'))).toBe('This code has expired or was used up. Ask for a new one.')
  })

  it('rule SPEC §9 30 s between login emails: the wait left is named in seconds', () => {
    expect(describeEmailError(failure('rate_limited', 'x', { retryAfterMs: 12_300 }))).toBe('Wait 13 s before asking for another email.')
  })

  it("default: other failures show the frame's own message, else 'Something went wrong'", () => {
    expect(describeEmailError(failure('iframe_request_timeout', 'Embedded Wallet Request Timed Out'))).toBe('Embedded Wallet Request Timed Out')
    expect(describeEmailError(undefined)).toBe('Something went wrong')
  })
})
