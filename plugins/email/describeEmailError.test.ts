import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it } from 'vitest'
import { describeEmailError as describeIn } from './describeEmailError.js'
import catalogs from './messages?catalogs'

const { i18n } = createAirlock({ projectId: 'test', networks: [mainnet], locale: 'en' })
const describeEmailError = (error: unknown) => describeIn(error, i18n)

// The fields of the embedded connector's FrameRequestError the views read.
const failure = (code: string, message: string, error?: { attemptsLeft?: number; retryAfterMs?: number; field?: string }) => Object.assign(new Error(message), { code, error })

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
    expect(describeEmailError(failure('backend_unavailable', 'The wallet service did not answer'))).toBe('The wallet service did not answer')
    expect(describeEmailError(undefined)).toBe('Something went wrong')
  })
})

describe('describeEmailError while a new device waits for an authenticator-app code', () => {
  const describeApp = (error: unknown) => describeIn(error, i18n, 'totp')
  it('error: the app’s lockout names its minutes and the emailed link, never an email wait; a malformed code asks for its 6 digits', () => {
    expect(describeApp(failure('invalid_code', 'x', { attemptsLeft: 2, field: 'totp' }))).toBe('Wrong code. 2 tries left.')
    const locked = 'Too many wrong codes. Wait 5 minutes, or choose “Email me a link instead”.'
    expect(describeApp(failure('invalid_code', 'x', { attemptsLeft: 0, field: 'totp' }))).toBe(locked)
    expect(describeApp(failure('rate_limited', 'x', { retryAfterMs: 290_000, field: 'totp' }))).toBe(locked)
    expect(describeApp(failure('rate_limited', 'x', { retryAfterMs: 60_000, field: 'totp' }))).toBe('Too many wrong codes. Wait 1 minute, or choose “Email me a link instead”.')
    // SPEC §9's wait for the sign-in code's email is still an email's wait.
    expect(describeApp(failure('rate_limited', 'x', { retryAfterMs: 12_300, field: 'email' }))).toBe('Wait 13 s before asking for another email.')
    expect(describeApp(failure('invalid_input', 'x', { field: 'totp' }))).toBe('Enter the 6 digits your authenticator app shows.')
    expect(describeApp(failure('invalid_input', 'x', { field: 'email' }))).toBe('Nothing is waiting for this code any more. Go back and enter your email again.')
  })
})

describe('describeEmailError in another language', () => {
  it("rule SPEC §8 frame errors: a frame that does not answer is named with SPEC's text, in the person's language", async () => {
    expect(describeEmailError(failure('iframe_request_timeout', 'x'))).toBe('Embedded Wallet Request Timed Out')
    const { i18n: german } = createAirlock({ projectId: 'test', networks: [mainnet], locale: 'de' })
    await german.load(catalogs)
    expect(describeIn(failure('iframe_request_timeout', 'Embedded Wallet Request Timed Out'), german)).toBe('Zeitüberschreitung bei der Anfrage an die eingebettete Wallet')
  })

  it("rule languages: the tries left are counted with the locale's own plural forms", async () => {
    const { i18n: russian } = createAirlock({ projectId: 'test', networks: [mainnet], locale: 'ru' })
    await russian.load(catalogs)
    const left = (attemptsLeft: number) => describeIn(failure('invalid_code', 'x', { attemptsLeft }), russian)
    expect(left(1)).toBe('Неверный код. Осталась 1 попытка.')
    expect(left(3)).toBe('Неверный код. Осталось 3 попытки.')
    expect(left(5)).toBe('Неверный код. Осталось 5 попыток.')
  })
})
