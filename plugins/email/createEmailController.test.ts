import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createEmailController } from './createEmailController.js'

describe('createEmailController', () => {
  it('error: SPEC §5 an address that is not an email is named at once and nothing is sent', async () => {
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet], frameUrl: 'http://127.0.0.1:1' })
    airlock.logger.level = 'silent'
    const connection = vi.spyOn(airlock, 'connection')
    const email = createEmailController(airlock)
    expect(await email.submitEmail('not-an-email')).toBe(false)
    expect(email.state.error).toBe('Enter a valid email address.')
    expect(email.state.step).toBe('EMAIL')
    expect(connection).not.toHaveBeenCalled()
  })
})

describe('createEmailController: headless state', () => {
  // The embedded connector as the controller uses it, answering as the wallet's frame does.
  const withFrame = (frame: { startEmail: (...args: unknown[]) => Promise<string>; verifyOtp: () => Promise<unknown>; approveDeviceByTotp?: (totp: string) => Promise<void> }) => {
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet], frameUrl: 'http://127.0.0.1:1' })
    airlock.logger.level = 'silent'
    vi.spyOn(airlock, 'connection').mockResolvedValue({ connector: async () => frame } as never)
    return createEmailController(airlock)
  }

  it("behavior: a rate-limited resend counts the backend's wait down (`wait`) with no error or code, and a wrong code keeps the frame's code beside its text", async () => {
    const startEmail = vi.fn(async () => 'VERIFY_OTP')
    const email = withFrame({ startEmail, verifyOtp: async () => Promise.reject({ code: 'invalid_code', error: { attemptsLeft: 2 } }) })
    expect(await email.submitEmail('ada@example.com')).toBe(true)
    startEmail.mockRejectedValueOnce({ code: 'rate_limited', error: { retryAfterMs: 45_000 } })
    email.state.resendAt = 0
    const before = Date.now()
    await email.resend()
    expect(email.state.wait).toMatchObject({ email: 'ada@example.com', until: expect.any(Number) })
    expect(email.state.wait!.until - email.state.wait!.since).toBe(45_000)
    expect(email.state.wait!.since).toBeGreaterThanOrEqual(before)
    expect([email.state.error, email.state.errorCode, email.errorOf(email.state)]).toEqual([undefined, undefined, undefined])

    await email.submitOtp('123456')
    expect(email.state).toMatchObject({ step: 'VERIFY_OTP', errorCode: 'invalid_code', recovery: false })
    expect(email.errorOf(email.state)).toMatchObject({ code: 'invalid_code', field: 'otp', message: email.state.error })
  })

  it('behavior: a new device of a person with an app asks for its code (no email); a wrong one is named on `totp`, the right one moves to the emailed code; “Email me a link instead” asks for the link', async () => {
    const startEmail = vi.fn(async (..._args: unknown[]) => 'VERIFY_DEVICE_TOTP')
    const approveDeviceByTotp = vi.fn(async (_totp: string) => {})
    approveDeviceByTotp.mockRejectedValueOnce({ code: 'invalid_code', error: { attemptsLeft: 4, field: 'totp' } })
    const email = withFrame({ startEmail, verifyOtp: async () => ({}), approveDeviceByTotp })
    expect(await email.submitEmail('ada@example.com')).toBe(true)
    expect(email.state.step).toBe('VERIFY_DEVICE_TOTP')
    await email.submitDeviceCode(' 111111 ')
    expect(approveDeviceByTotp).toHaveBeenLastCalledWith('111111')
    expect(email.state.step).toBe('VERIFY_DEVICE_TOTP')
    expect(email.errorOf(email.state)).toMatchObject({ code: 'invalid_code', field: 'totp', message: 'Wrong code. 4 tries left.' })
    await email.submitDeviceCode('222222')
    expect(email.state).toMatchObject({ step: 'VERIFY_OTP', error: undefined, errorCode: undefined })

    email.reset()
    await email.submitEmail('ada@example.com')
    startEmail.mockResolvedValueOnce('VERIFY_DEVICE')
    await email.emailLinkInstead()
    expect(startEmail).toHaveBeenLastCalledWith('ada@example.com', 'link')
    expect(email.state.step).toBe('VERIFY_DEVICE')
    email.reset()
  })
})
