import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createPasskeyChecks } from './createPasskeyChecks.js'
import { FrameRequestError } from './protocol/FrameRequestError.js'

const setup = (config: { headless?: boolean } = {}) => {
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet], ...config })
  airlock.logger.level = 'silent'
  return { airlock, checks: createPasskeyChecks(airlock) }
}
const stepUpRequired = (action: 'change_email' | 'send', subject?: string) =>
  new FrameRequestError('step_up_required', 'Confirm it is you', { code: 'step_up_required', message: 'Confirm it is you', action, ...(subject && { subject }) })

describe('createPasskeyChecks', () => {
  it('default: a request the frame holds for a step-up shows PasskeyCheck, and runs again once the step-up for its action is held', async () => {
    const { airlock, checks } = setup()
    const request = vi.fn().mockRejectedValueOnce(stepUpRequired('change_email')).mockResolvedValueOnce({ action: 'VERIFY_PRIMARY_OTP' })
    const running = checks.run(request)
    await vi.waitFor(() => expect(airlock.router.state.view).toBe('PasskeyCheck'))
    const { checkId } = airlock.router.state.data as { checkId: string }
    expect(checks.get(checkId)).toEqual({ mode: 'verify', action: 'change_email' })
    // A step-up for another action settles nothing.
    checks.settle({ kind: 'stepped_up', action: 'export_key' })
    expect(request).toHaveBeenCalledTimes(1)
    checks.settle({ kind: 'stepped_up', action: 'change_email' })
    expect(await running).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(request).toHaveBeenCalledTimes(2)
    expect(airlock.modal.state.open).toBe(false)
  })

  it('behavior: a send waits for a step-up naming its own approval; a locked share waits for an unlock', async () => {
    const { airlock, checks } = setup()
    const send = checks.run(vi.fn().mockRejectedValueOnce(stepUpRequired('send', 'approval-1')).mockResolvedValueOnce('0xhash'))
    await vi.waitFor(() => expect(airlock.router.state.view).toBe('PasskeyCheck'))
    checks.settle({ kind: 'stepped_up', action: 'send', subject: 'approval-2' })
    checks.settle({ kind: 'stepped_up', action: 'send', subject: 'approval-1' })
    expect(await send).toBe('0xhash')
    const locked = new FrameRequestError('passkey_locked', 'Unlock first', { code: 'passkey_locked', message: 'Unlock first' })
    const signing = checks.run(vi.fn().mockRejectedValueOnce(locked).mockResolvedValueOnce('0xsig'))
    await vi.waitFor(() => expect(checks.get((airlock.router.state.data as { checkId: string }).checkId)).toEqual({ mode: 'unlock' }))
    checks.settle({ kind: 'unlocked' })
    expect(await signing).toBe('0xsig')
  })

  it('error: leaving the page declines the request; any other failure passes through untouched', async () => {
    const { airlock, checks } = setup()
    const request = vi.fn().mockRejectedValue(stepUpRequired('change_email'))
    const running = checks.run(request)
    await vi.waitFor(() => expect(airlock.router.state.view).toBe('PasskeyCheck'))
    checks.cancel((airlock.router.state.data as { checkId: string }).checkId)
    await expect(running).rejects.toMatchObject({ code: 'aborted' })
    expect(request).toHaveBeenCalledTimes(1)
    const other = new FrameRequestError('invalid_code', 'Invalid code')
    await expect(checks.run(() => Promise.reject(other))).rejects.toBe(other)
  })

  it("rule headless: the check is said on the bus for the host's own page, no modal opens, and its end is said too", async () => {
    const { airlock, checks } = setup({ headless: true })
    const events: unknown[] = []
    airlock.bus.on('embedded:passkeyCheckRequested', (event) => events.push(['requested', event]))
    airlock.bus.on('embedded:passkeyCheckSettled', (event) => events.push(['settled', event]))
    const locked = new FrameRequestError('passkey_locked', 'Unlock first', { code: 'passkey_locked', message: 'Unlock first' })
    const signing = checks.run(vi.fn().mockRejectedValueOnce(locked).mockResolvedValueOnce('0xsig'))
    await vi.waitFor(() => expect(events).toHaveLength(1))
    const [[, { checkId }]] = events as [[string, { checkId: string }]]
    expect(events).toEqual([['requested', { checkId, mode: 'unlock' }]])
    expect(checks.get(checkId)).toEqual({ mode: 'unlock' })
    expect([airlock.modal.state.open, airlock.router.state.view]).not.toContain('PasskeyCheck')
    expect(airlock.modal.state.open).toBe(false)
    checks.settle({ kind: 'unlocked' })
    expect(await signing).toBe('0xsig')
    expect(events).toEqual([['requested', { checkId, mode: 'unlock' }], ['settled', { checkId }]])
    // A declined check is said once, too.
    const declined = checks.run(vi.fn().mockRejectedValue(stepUpRequired('send', 'approval-1')))
    await vi.waitFor(() => expect(events).toHaveLength(3))
    const second = (events[2] as [string, { checkId: string }])[1].checkId
    checks.cancel(second)
    checks.cancel(second)
    await expect(declined).rejects.toMatchObject({ code: 'aborted' })
    expect(events.slice(2)).toEqual([['requested', { checkId: second, mode: 'verify' }], ['settled', { checkId: second }]])
  })
})
