import { TOTP } from 'otpauth'
import { describe, expect, test } from 'vitest'
import { BackendError } from '../frame/page/backend/BackendError.js'
import { totpMoment } from '../../test/helpers/totpMoment.js'
import { useStarted } from '../../test/helpers/useStarted.js'
import { createPasskeyTestDevices } from './testing/createPasskeyTestDevices.js'
import { jsonBody } from './testing/createApiClient.js'
import { startEmbeddedTestApi, type EmbeddedTestApi } from './testing/startEmbeddedTestApi.js'
import { testBackends } from './testing/testBackends.js'
import { PASSKEY_FRAME as FRAME } from './testing/createPasskeyTestDevices.js'

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as BackendError)
const APPROVAL_MAIL = /Approve a new device/
const SIGN_IN_MAIL = /sign-in code/

// SPEC §4 VERIFY_DEVICE by an authenticator-app code: a person with an app approves a new device
// with one of its codes instead of an emailed link; the sign-in code follows as before.
describe.each(testBackends())('a new device approved by an authenticator-app code over $name', { timeout: 30_000 }, (backend) => {
  const roomy = { limit: 1000, windowSeconds: 60 }
  const t = useStarted(() => startEmbeddedTestApi(backend, { embeddedMail: roomy, embeddedCodes: roomy, deviceApprovals: roomy }, [FRAME]), (s: EmbeddedTestApi) => s.stop(), 30_000)
  const { device, newEmail, emailSignUp } = createPasskeyTestDevices(() => t)

  // SPEC §9's 30 s between login emails, passed at once.
  const allowNextEmail = (email: string) => t.api.db.query("UPDATE embedded_login_emails SET sent_at = now() - interval '31 seconds' WHERE email = $1", [email])
  const mails = (email: string, subject: RegExp) => t.mail.inbox.list(email).filter((m) => subject.test(m.subject))
  /** Waits until `count` mails matching `subject` reached `email`; resolves with the newest. */
  const nthMail = async (email: string, subject: RegExp, count: number) => {
    for (let waited = 0; mails(email, subject).length < count; waited += 50) {
      if (waited > 10_000) throw new Error(`Mail ${count} to ${email} (${subject}) did not arrive`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return mails(email, subject)[0]!
  }
  const codeIn = (text: string) => text.match(/\b(\d{6})\b/)![1]!
  /** An email user with a wallet and a confirmed authenticator app; its first code spent a step before `now`. */
  async function withApp() {
    const signedUp = await emailSignUp()
    const { secret } = await signedUp.d.client.totpSetup()
    const app = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 })
    const now = await totpMoment()
    await signedUp.d.client.totpConfirm(app.generate({ timestamp: now - 30_000 }))
    await allowNextEmail(signedUp.email)
    return { ...signedUp, app, now }
  }
  const wrongCode = (app: TOTP, now: number) => String((Number(app.generate({ timestamp: now })) + 1) % 1_000_000).padStart(6, '0')

  test('default: a new device is approved by an app code, no approval email goes out, and the emailed sign-in code opens the same wallet', async () => {
    const { email, user, app, now } = await withApp()
    const other = device()
    expect(await other.client.startEmail(email, other.state.deviceId)).toEqual({ action: 'VERIFY_DEVICE_TOTP' })
    // A phished (or guessed) sign-in code alone opens nothing on a device not approved.
    expect(await failure(other.client.verifyEmail(email, '000000', other.state.deviceId))).toMatchObject({ status: 403, code: 'device_not_approved' })
    expect(await other.client.deviceStatus(email, other.state.deviceId)).toEqual({ approved: false })

    expect(await other.client.approveDeviceByTotp(email, other.state.deviceId, app.generate({ timestamp: now }))).toEqual({ action: 'VERIFY_OTP' })
    expect(await other.client.deviceStatus(email, other.state.deviceId)).toEqual({ approved: true })
    // The second sign-in code (the first was the sign-up's) and never a device-approval link.
    const mail = await nthMail(email, SIGN_IN_MAIL, 2)
    expect(mails(email, APPROVAL_MAIL)).toEqual([])
    const signedIn = await other.client.verifyEmail(email, codeIn(mail.text), other.state.deviceId)
    expect(signedIn).toMatchObject({ isNewUser: false, user: { accounts: user.accounts } })
  })

  test('behavior: with the second factor on, the app code that approved the device is the fresh factor of the sign-in after it: the keys are rebuilt once with no second code; a device approved by the link needs its step-up', async () => {
    const { d, email, user, app, now } = await withApp()
    expect(await d.client.setSecondFactor(true)).toMatchObject({ secondFactor: { on: true, totp: true } })
    const other = device()
    await other.client.startEmail(email, other.state.deviceId)
    await other.client.approveDeviceByTotp(email, other.state.deviceId, app.generate({ timestamp: now }))
    other.state.token = (await other.client.verifyEmail(email, codeIn((await nthMail(email, SIGN_IN_MAIL, 2)).text), other.state.deviceId)).token
    const material = await other.client.recoveryMaterial()
    expect(material.mode).toBe('automatic')
    expect(material.shares.map((share) => share.address)).toEqual(user.accounts.map((account) => account.address))
    // Once: the sign-in's window is spent, a bearer token alone never rebuilds the key again.
    expect(await failure(other.client.recoveryMaterial())).toMatchObject({ status: 403, code: 'step_up_required', facts: { action: 'new_device' } })

    // The emailed link approves the device, but is no second factor: the rebuild asks for one.
    await allowNextEmail(email)
    const linked = device()
    expect(await linked.client.startEmail(email, linked.state.deviceId, 'link')).toEqual({ action: 'VERIFY_DEVICE' })
    const token = new URL((await t.mail.inbox.waitFor(email, (m) => APPROVAL_MAIL.test(m.subject))).text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
    await fetch(new URL('/v1/embedded/device/approve', t.api.url), { method: 'POST', body: new URLSearchParams({ token }), headers: { origin: t.api.url } })
    linked.state.token = (await linked.client.verifyEmail(email, codeIn((await nthMail(email, SIGN_IN_MAIL, 3)).text), linked.state.deviceId)).token
    expect(await failure(linked.client.recoveryMaterial())).toMatchObject({ status: 403, code: 'step_up_required', facts: { action: 'new_device' } })
  })

  test('error: a wrong code is refused naming `totp` with the tries left, a malformed one and a bad body are 400s naming their field, and the device stays unapproved', async () => {
    const { email, app, now } = await withApp()
    const other = device()
    await other.client.startEmail(email, other.state.deviceId)
    expect(await failure(other.client.approveDeviceByTotp(email, other.state.deviceId, wrongCode(app, now)))).toMatchObject({
      status: 400,
      code: 'invalid_code',
      facts: { field: 'totp', attemptsLeft: 4 },
    })
    expect(await failure(other.client.approveDeviceByTotp(email, other.state.deviceId, '12ab56'))).toMatchObject({ status: 400, code: 'invalid_input', facts: { field: 'totp' } })
    const raw = (body: unknown) => t.call('/v1/embedded/device/totp', jsonBody(body, { origin: FRAME }))
    for (const [body, field] of [
      [{ email, deviceId: other.state.deviceId }, 'totp'],
      [{ email, deviceId: other.state.deviceId, totp: 123456 }, 'totp'],
      [{ email, deviceId: other.state.deviceId, totp: '1'.repeat(17) }, 'totp'],
      [{ email, deviceId: 'short', totp: '123456' }, 'deviceId'],
      [{ email: 'not an email', deviceId: other.state.deviceId, totp: '123456' }, 'email'],
    ] as const) {
      const answer = await raw(body)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ field })
    }
    const garbage = await t.call('/v1/embedded/device/totp', { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json', origin: FRAME } })
    expect(garbage.status).toBe(400)
    expect(await other.client.deviceStatus(email, other.state.deviceId)).toEqual({ approved: false })
    expect(mails(email, SIGN_IN_MAIL)).toHaveLength(1)
  })

  test('error: a code is single use: the code that confirmed the app, and one that approved another device, are refused without counting a wrong try', async () => {
    const { d, email, app, now } = await withApp()
    const first = device()
    const second = device()
    await first.client.startEmail(email, first.state.deviceId)
    await second.client.startEmail(email, second.state.deviceId)
    // The app's confirming code, sent again.
    expect(await failure(first.client.approveDeviceByTotp(email, first.state.deviceId, app.generate({ timestamp: now - 30_000 })))).toMatchObject({
      status: 400,
      code: 'invalid_code',
      facts: { field: 'totp', attemptsLeft: 5 },
    })
    const code = app.generate({ timestamp: now })
    await first.client.approveDeviceByTotp(email, first.state.deviceId, code)
    await allowNextEmail(email)
    // The same code on another device (a code read over the person's shoulder, or sent twice).
    expect(await failure(second.client.approveDeviceByTotp(email, second.state.deviceId, code))).toMatchObject({ status: 400, code: 'invalid_code', facts: { attemptsLeft: 5 } })
    expect(await second.client.deviceStatus(email, second.state.deviceId)).toEqual({ approved: false })
    // And a code spent on a device is spent for a step-up too: one replay guard.
    expect(await failure(d.client.stepUpFinish('change_email', { totp: code }))).toMatchObject({ status: 400, code: 'invalid_code' })
  })

  test('behavior: five wrong codes lock out this way in (429 naming `totp`), never the person’s step-ups; the right code sent six times at once approves once', async () => {
    const { d, email, app, now } = await withApp()
    const other = device()
    await other.client.startEmail(email, other.state.deviceId)
    const left: (number | undefined)[] = []
    for (let i = 0; i < 5; i++) left.push((await failure(other.client.approveDeviceByTotp(email, other.state.deviceId, wrongCode(app, now))))?.facts.attemptsLeft)
    expect(left).toEqual([4, 3, 2, 1, 0])
    const locked = await failure(other.client.approveDeviceByTotp(email, other.state.deviceId, app.generate({ timestamp: now })))
    expect(locked).toMatchObject({ status: 429, code: 'rate_limited', facts: { field: 'totp' } })
    expect(locked!.facts.retryAfterMs).toBeGreaterThan(4 * 60_000)
    // A stranger who knows the address locked out only the device approval: the signed-in person still steps up with the app.
    await expect(d.client.stepUpFinish('change_email', { totp: app.generate({ timestamp: now }) })).resolves.toMatchObject({ stepUp: expect.stringMatching(/^stu_/) })
    // And the emailed link is still there for this device.
    expect(await other.client.startEmail(email, other.state.deviceId, 'link')).toEqual({ action: 'VERIFY_DEVICE' })

    // Another person: the right code, six times at once.
    const second = await withApp()
    const third = device()
    await third.client.startEmail(second.email, third.state.deviceId)
    const code = second.app.generate({ timestamp: second.now })
    const answers = await Promise.all(Array.from({ length: 6 }, () => third.client.approveDeviceByTotp(second.email, third.state.deviceId, code).then((ok) => ok, (error: unknown) => error as BackendError)))
    expect(answers.filter((answer) => !(answer instanceof BackendError))).toHaveLength(1)
    for (const answer of answers.filter((a): a is BackendError => a instanceof BackendError)) {
      // A replay, another code being checked, SPEC §9's one login email per 30 s, or a device
      // already approved by the winner (nothing waits any more): none a wrong try.
      expect(['invalid_code', 'rate_limited', 'invalid_input']).toContain(answer.code)
    }
    const { rows } = await t.api.db.query<{ device_wrong_tries: number; wrong_tries: number }>(
      'SELECT device_wrong_tries, wrong_tries FROM embedded_totp WHERE user_id = (SELECT id FROM embedded_users WHERE email = $1)',
      [second.email],
    )
    expect(rows[0]).toEqual({ device_wrong_tries: 0, wrong_tries: 0 })
    expect(mails(second.email, APPROVAL_MAIL)).toEqual([])
  })

  test('behavior: “Email me a link instead” mails the device-approval link to a person with an app, and the link approves as before', async () => {
    const { email } = await withApp()
    const other = device()
    expect(await other.client.startEmail(email, other.state.deviceId)).toEqual({ action: 'VERIFY_DEVICE_TOTP' })
    expect(await other.client.startEmail(email, other.state.deviceId, 'link')).toEqual({ action: 'VERIFY_DEVICE' })
    const link = (await t.mail.inbox.waitFor(email, (m) => APPROVAL_MAIL.test(m.subject))).text.match(/https?:\/\/\S+/)![0]
    const token = new URL(link).searchParams.get('token')!
    const approved = await fetch(new URL('/v1/embedded/device/approve', t.api.url), { method: 'POST', body: new URLSearchParams({ token }), headers: { origin: t.api.url } })
    expect(await approved.text()).toContain('Device approved')
    expect(await other.client.deviceStatus(email, other.state.deviceId)).toEqual({ approved: true })
    // `approval` takes only the link.
    const odd = await t.call('/v1/embedded/email/start', jsonBody({ email, deviceId: other.state.deviceId, approval: 'sms' }, { origin: FRAME }))
    expect(odd.status).toBe(400)
    expect(await odd.json()).toMatchObject({ field: 'approval' })
  })

  test('error: the route tells an anonymous caller nothing email/start does not: an unknown address, a person without an app, and a device never started get one answer', async () => {
    const answerFor = async (email: string, deviceId: string) => {
      const response = await t.call('/v1/embedded/device/totp', jsonBody({ email, deviceId, totp: '123456' }, { origin: FRAME }))
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const stranger = device()
    const unknown = await answerFor(newEmail(), stranger.state.deviceId)
    // A person without an app: email/start asks for the link as before (VERIFY_DEVICE).
    const noApp = await emailSignUp()
    await allowNextEmail(noApp.email)
    const theirs = device()
    expect(await theirs.client.startEmail(noApp.email, theirs.state.deviceId)).toEqual({ action: 'VERIFY_DEVICE' })
    const withoutApp = await answerFor(noApp.email, theirs.state.deviceId)
    // A person with an app, on a device that never asked (no email/start from it).
    const { email } = await withApp()
    const neverStarted = await answerFor(email, device().state.deviceId)
    expect(unknown).toMatchObject({ status: 400, body: { field: 'email', code: 'invalid_input' } })
    expect(withoutApp).toEqual(unknown)
    expect(neverStarted).toEqual(unknown)
    // None of them sent mail or counted a try against the app.
    expect(mails(email, SIGN_IN_MAIL)).toHaveLength(1)
    const { rows } = await t.api.db.query<{ device_wrong_tries: number }>('SELECT device_wrong_tries FROM embedded_totp WHERE user_id = (SELECT id FROM embedded_users WHERE email = $1)', [email])
    expect(rows[0]).toEqual({ device_wrong_tries: 0 })
  })
})
