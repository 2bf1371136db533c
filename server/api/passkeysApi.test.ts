import { randomBytes } from 'node:crypto'
import { TOTP } from 'otpauth'
import { describe, expect, test } from 'vitest'
import { BackendError } from '../frame/page/backend/BackendError.js'
import { createBackendClient } from '../frame/page/backend/createBackendClient.js'
import { createWalletKeys } from '../frame/page/custody/createWalletKeys.js'
import { operatorSealer } from '../frame/page/custody/RecoverySealer.js'
import { useStarted } from '../../test/helpers/useStarted.js'
import { totpMoment } from '../../test/helpers/totpMoment.js'
import { createPasskeyTestDevices, PASSKEY_FRAME as FRAME, TEST_USER_AGENT as CHROME } from './testing/createPasskeyTestDevices.js'
import { createSoftAuthenticator } from './testing/createSoftAuthenticator.js'
import { startEmbeddedTestApi, type EmbeddedTestApi } from './testing/startEmbeddedTestApi.js'
import { testBackends } from './testing/testBackends.js'

const newDevice = () => randomBytes(32).toString('base64url')
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as BackendError)

describe.each(testBackends())('passkeys and the second factor over $name', { timeout: 30_000 }, (backend) => {
  const roomy = { limit: 1000, windowSeconds: 60 }
  const t = useStarted(() => startEmbeddedTestApi(backend, { embeddedMail: roomy, embeddedCodes: roomy, deviceApprovals: roomy }, [FRAME]), (s: EmbeddedTestApi) => s.stop(), 30_000)

  const { device, newEmail, codeFor, passkeySignUp, emailSignUp, addPasskey, stepUp } = createPasskeyTestDevices(() => t)
  type Device = ReturnType<typeof device>

  test('default: a passkey signs a new person up with a wallet and no email; the same passkey on another device opens the same wallet', async () => {
    const { authenticator, signedIn, user } = await passkeySignUp()
    expect(signedIn).toMatchObject({ isNewUser: true, user: { email: null } })
    expect(user.accounts).toHaveLength(2)
    const other = device()
    const { options } = await other.client.passkeySignInBegin(other.state.deviceId)
    // Discoverable: the browser is not told which passkeys exist.
    expect(options.allowCredentials ?? []).toEqual([])
    expect(options.userVerification).toBe('required')
    const again = await other.client.passkeySignInFinish(other.state.deviceId, authenticator.get(options, FRAME))
    expect(again.isNewUser).toBe(false)
    expect(again.user.accounts).toEqual(user.accounts)
    // A session opened by a passkey rebuilds the keys on the new device without more.
    other.state.token = again.token
    await expect(other.client.recoveryMaterial()).resolves.toMatchObject({ mode: 'automatic' })
    const { passkeys } = await other.client.security()
    expect(passkeys).toEqual([expect.objectContaining({ name: 'Chrome on Linux', device: 'Chrome on Linux', lastUsedAt: expect.any(Number) })])
  })

  test('error: a passkey made for another relying party, or answered on another origin, is refused', async () => {
    // The API answers browsers on the frame's origin only.
    const elsewhere = device('http://evil.localhost:48793')
    expect(await failure(elsewhere.client.passkeySignUpBegin(elsewhere.state.deviceId))).toMatchObject({ status: 403 })
    // A page of another site got a challenge from a server of its own; its browser signs for its own party.
    const d = device()
    const { options } = await d.client.passkeySignUpBegin(d.state.deviceId)
    const forged = createSoftAuthenticator().create(options, 'http://evil.localhost:48793', 'evil.localhost')
    expect(await failure(d.client.passkeySignUpFinish(d.state.deviceId, forged))).toMatchObject({ status: 401, code: 'passkey_refused' })
    const begun = await d.client.passkeySignUpBegin(d.state.deviceId)
    const wrongParty = createSoftAuthenticator().create(begun.options, FRAME, 'evil.localhost')
    expect(await failure(d.client.passkeySignUpFinish(d.state.deviceId, wrongParty))).toMatchObject({ status: 401, code: 'passkey_refused' })

    const { authenticator: owner } = await passkeySignUp()
    const phished = device()
    const asked = await phished.client.passkeySignInBegin(phished.state.deviceId)
    // The real passkey, relayed from a page on another origin: the client data names that origin.
    const relayed = owner.get(asked.options, 'http://evil.localhost:48793', owner.credentials[0])
    expect(await failure(phished.client.passkeySignInFinish(phished.state.deviceId, relayed))).toMatchObject({ status: 401, code: 'passkey_refused' })
    // A passkey the authenticator holds for another party signs with that party's id.
    const other = createSoftAuthenticator()
    other.create({ ...asked.options, rp: { id: 'evil.localhost', name: 'x' }, user: { id: 'AAAA', name: 'x', displayName: 'x' }, pubKeyCredParams: [] } as never, 'http://evil.localhost:48793', 'evil.localhost')
    const again = await phished.client.passkeySignInBegin(phished.state.deviceId)
    expect(await failure(phished.client.passkeySignInFinish(phished.state.deviceId, other.get(again.options, FRAME, other.credentials[0])))).toMatchObject({ code: 'passkey_refused' })
  })

  test('behavior: a ceremony inside a frame counts only inside one of the app’s own pages', async () => {
    const inApp = createSoftAuthenticator({ topOrigin: 'http://localhost:5173' })
    const { authenticator } = await passkeySignUp(inApp)
    const d = device()
    const { options } = await d.client.passkeySignInBegin(d.state.deviceId)
    await expect(d.client.passkeySignInFinish(d.state.deviceId, authenticator.get(options, FRAME))).resolves.toMatchObject({ isNewUser: false })
    const framedElsewhere = createSoftAuthenticator({ topOrigin: 'https://evil.example' })
    framedElsewhere.credentials.push(authenticator.credentials[0]!)
    const again = await d.client.passkeySignInBegin(d.state.deviceId)
    expect(await failure(d.client.passkeySignInFinish(d.state.deviceId, framedElsewhere.get(again.options, FRAME)))).toMatchObject({ status: 401, code: 'passkey_refused' })
    const signUp = await d.client.passkeySignUpBegin(d.state.deviceId)
    expect(await failure(d.client.passkeySignUpFinish(d.state.deviceId, framedElsewhere.create(signUp.options, FRAME)))).toMatchObject({ status: 401, code: 'passkey_refused' })
    // Framed, with the page left unnamed (a browser that does not say which page it is in).
    const framedUnnamed = createSoftAuthenticator({ topOrigin: null })
    framedUnnamed.credentials.push(authenticator.credentials[0]!)
    const third = await d.client.passkeySignInBegin(d.state.deviceId)
    expect(await failure(d.client.passkeySignInFinish(d.state.deviceId, framedUnnamed.get(third.options, FRAME)))).toMatchObject({ status: 401, code: 'passkey_refused' })
  })

  test('error: an assertion is single use; a replay, one without user verification, and a counter that went back are refused', async () => {
    const { authenticator } = await passkeySignUp()
    const d = device()
    const { options } = await d.client.passkeySignInBegin(d.state.deviceId)
    const assertion = authenticator.get(options, FRAME)
    await d.client.passkeySignInFinish(d.state.deviceId, assertion)
    expect(await failure(d.client.passkeySignInFinish(d.state.deviceId, assertion))).toMatchObject({ status: 401, code: 'passkey_refused' })

    // The same credential without user verification.
    const lazy = createSoftAuthenticator({ userVerified: false })
    lazy.credentials.push(authenticator.credentials[0]!)
    const second = await d.client.passkeySignInBegin(d.state.deviceId)
    expect(await failure(d.client.passkeySignInFinish(d.state.deviceId, lazy.get(second.options, FRAME)))).toMatchObject({ code: 'passkey_refused' })

    // A clone whose counter is behind the one the API has seen.
    const clone = createSoftAuthenticator()
    clone.credentials.push({ ...authenticator.credentials[0]!, counter: 0 })
    const third = await d.client.passkeySignInBegin(d.state.deviceId)
    expect(await failure(d.client.passkeySignInFinish(d.state.deviceId, clone.get(third.options, FRAME)))).toMatchObject({ code: 'passkey_refused' })
    // A challenge issued for another device is not this device's.
    const fourth = await d.client.passkeySignInBegin(newDevice())
    expect(await failure(d.client.passkeySignInFinish(d.state.deviceId, authenticator.get(fourth.options, FRAME)))).toMatchObject({ code: 'passkey_refused' })
  })

  test('default: an email user adds a passkey, turns the second factor on, and an email change then needs a step-up made for it, once', async () => {
    const { d } = await emailSignUp()
    const authenticator = await addPasskey(d)
    expect((await d.client.security()).passkeys).toEqual([expect.objectContaining({ name: 'Laptop', device: 'Chrome on Linux', lastUsedAt: null })])
    expect(await d.client.setSecondFactor(true)).toMatchObject({ secondFactor: { on: true, totp: false } })
    expect((await d.client.me()).secondFactor).toBe(true)

    expect(await failure(d.client.updateEmail(newEmail()))).toMatchObject({ status: 403, code: 'step_up_required', facts: { action: 'change_email' } })
    // An assertion made for key export is refused for the email change, at the API's two doors.
    const { options } = await d.client.stepUpBegin('export_key')
    expect(await failure(d.client.stepUpFinish('change_email', { response: authenticator.get(options!, FRAME) }))).toMatchObject({ status: 403, code: 'step_up_required' })
    d.state.stepUps.set('change_email:', await stepUp(d, authenticator, 'export_key'))
    expect(await failure(d.client.updateEmail(newEmail()))).toMatchObject({ code: 'step_up_required' })

    await stepUp(d, authenticator, 'change_email')
    await expect(d.client.updateEmail(newEmail())).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    // The step-up served once.
    expect(await failure(d.client.updateEmail(newEmail()))).toMatchObject({ code: 'step_up_required' })
    // A replayed step-up assertion finds its challenge spent.
    const begun = await d.client.stepUpBegin('change_email')
    const assertion = authenticator.get(begun.options!, FRAME)
    await d.client.stepUpFinish('change_email', { response: assertion })
    expect(await failure(d.client.stepUpFinish('change_email', { response: assertion }))).toMatchObject({ status: 401, code: 'passkey_refused' })
    // Another session of the same user cannot spend this session's step-up.
    const token = await stepUp(d, authenticator, 'change_email')
    const stolen = device()
    stolen.state.token = (await d.client.passkeySignInBegin(stolen.state.deviceId).then(async ({ options: o }) => d.client.passkeySignInFinish(stolen.state.deviceId, authenticator.get(o, FRAME)))).token
    stolen.state.stepUps.set('change_email:', token)
    expect(await failure(stolen.client.updateEmail(newEmail()))).toMatchObject({ code: 'step_up_required' })
  })

  test('default: with the second factor on, the export page makes its step-up with its ticket, before any code is mailed; the code spends it', async () => {
    const { d, email } = await emailSignUp()
    const authenticator = await addPasskey(d)
    const exportMail = (m: { subject: string }) => /export your wallet keys/.test(m.subject)
    const exportCodes = () => t.mail.inbox.list(email).filter(exportMail).length
    // Off: the ticket, then the code, as before.
    const off = await d.client.exportTicket()
    await expect(d.client.startExport(off.ticket)).resolves.toMatchObject({ sent: true })
    const offMail = await t.mail.inbox.waitFor(email, exportMail)
    await d.client.setSecondFactor(true)
    await t.api.db.query("UPDATE embedded_login_emails SET sent_at = now() - interval '31 seconds' WHERE email = $1", [email])

    // On: the app's press makes the ticket at once (one press opens the export page) ...
    const { ticket } = await d.client.exportTicket()
    // ... and the page, which holds no session, confirms with the ticket before anything is mailed.
    const page = { held: undefined as string | undefined }
    const exportPage = createBackendClient({ apiUrl: t.api.url, projectId: t.projectId, token: () => undefined, stepUp: () => page.held, fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: FRAME, 'user-agent': CHROME } }) })
    const sentBefore = exportCodes()
    expect(await failure(exportPage.startExport(ticket))).toMatchObject({ status: 403, code: 'step_up_required', facts: { action: 'export_key' } })
    // A step-up the session made for key export in the app is not this ticket's.
    page.held = await stepUp(d, authenticator, 'export_key')
    expect(await failure(exportPage.startExport(ticket))).toMatchObject({ code: 'step_up_required' })
    // Nor is one made with another ticket of the same session.
    const other = await d.client.exportTicket()
    const forOther = await exportPage.exportStepUpBegin(other.ticket)
    page.held = (await exportPage.exportStepUpFinish(other.ticket, { response: authenticator.get(forOther.options!, FRAME) })).stepUp
    expect(await failure(exportPage.startExport(ticket))).toMatchObject({ code: 'step_up_required' })
    expect(exportCodes()).toBe(sentBefore)

    const begun = await exportPage.exportStepUpBegin(ticket)
    expect(begun.methods).toEqual({ passkey: true, totp: false })
    const assertion = authenticator.get(begun.options!, FRAME)
    page.held = (await exportPage.exportStepUpFinish(ticket, { response: assertion })).stepUp
    // The assertion served once.
    expect(await failure(exportPage.exportStepUpFinish(ticket, { response: assertion }))).toMatchObject({ status: 401, code: 'passkey_refused' })
    await expect(exportPage.startExport(ticket)).resolves.toMatchObject({ sent: true, email })
    const code = (await t.mail.inbox.waitFor(email, (m) => exportMail(m) && m.text !== offMail.text)).text.match(/\b(\d{6})\b/)![1]!
    // Without the step-up the code is not even tried, so it is still good once the step-up is back.
    const held = page.held
    page.held = undefined
    expect(await failure(exportPage.verifyExport(ticket, code))).toMatchObject({ status: 403, code: 'step_up_required' })
    page.held = held
    await expect(exportPage.verifyExport(ticket, code)).resolves.toMatchObject({ mode: 'automatic', shares: expect.any(Array) })
    // Spent with the code, as the ticket is.
    expect(await failure(exportPage.startExport(ticket))).toMatchObject({ status: 401, code: 'session_expired' })
  })

  test('error: a ticket alone, made up or of another project, begins no export step-up', async () => {
    const page = createBackendClient({ apiUrl: t.api.url, projectId: t.projectId, token: () => undefined, fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: FRAME } }) })
    expect(await failure(page.exportStepUpBegin(`alx_${randomBytes(32).toString('base64url')}`))).toMatchObject({ status: 401, code: 'session_expired' })
    expect(await failure(page.exportStepUpFinish('not a ticket', { totp: '123456' }))).toMatchObject({ status: 401, code: 'session_expired' })
  })

  test('behavior: with the second factor on, recovery, login changes and a new device need their own step-up; a send is checked against its transaction', async () => {
    const { d, email } = await emailSignUp()
    const authenticator = await addPasskey(d)
    await d.client.setSecondFactor(true)
    expect(await failure(d.client.unlink('email'))).toMatchObject({ code: 'step_up_required', facts: { action: 'remove_login' } })
    expect(await failure(d.client.passkeyRegisterBegin())).toMatchObject({ code: 'step_up_required', facts: { action: 'add_login' } })
    const { recoveryPublicKey } = await d.client.config()
    const resplit = (await createWalletKeys(operatorSealer(recoveryPublicKey))).accounts.map(({ address: _, ...share }) => share)
    expect(await failure(d.client.storeShares('automatic', resplit, true))).toMatchObject({ code: 'step_up_required', facts: { action: 'recovery_password' } })
    expect(await failure(d.client.setSecondFactor(false))).toMatchObject({ code: 'step_up_required', facts: { action: 'second_factor' } })
    // A session alone cannot bring an authenticator app of its own to pass the step-ups with.
    expect(await failure(d.client.totpSetup())).toMatchObject({ code: 'step_up_required', facts: { action: 'second_factor' } })

    // An email sign-in on a new device rebuilds no key without the second factor.
    const other = device()
    await t.api.db.query("UPDATE embedded_login_emails SET sent_at = now() - interval '31 seconds' WHERE email = $1", [email])
    expect(await other.client.startEmail(email, other.state.deviceId)).toEqual({ action: 'VERIFY_DEVICE' })
    const link = (await t.mail.inbox.waitFor(email, (m) => /Approve a new device/.test(m.subject))).text.match(/https?:\/\/\S+/)![0]
    const approval = new URLSearchParams({ token: new URL(link).searchParams.get('token')! })
    await fetch(new URL('/v1/embedded/device/approve', t.api.url), { method: 'POST', body: approval, headers: { origin: t.api.url } })
    other.state.token = (await other.client.verifyEmail(email, await codeFor(email, /sign-in code/), other.state.deviceId)).token
    expect(await failure(other.client.recoveryMaterial())).toMatchObject({ code: 'step_up_required', facts: { action: 'new_device' } })
    await stepUp(other, authenticator, 'new_device')
    await expect(other.client.recoveryMaterial()).resolves.toMatchObject({ mode: 'automatic' })

    // A large send: the step-up names the transaction it was made for.
    await stepUp(d, authenticator, 'send', 'tx-a')
    expect(await failure(d.client.checkStepUp('send', 'tx-b'))).toMatchObject({ code: 'step_up_required' })
    await stepUp(d, authenticator, 'send', 'tx-a')
    await expect(d.client.checkStepUp('send', 'tx-a')).resolves.toEqual({ ok: true })

    await stepUp(d, authenticator, 'second_factor')
    expect(await d.client.setSecondFactor(false)).toMatchObject({ secondFactor: { on: false } })
    // Off again: nothing is asked.
    await expect(d.client.checkStepUp('send', 'tx-c')).resolves.toEqual({ ok: true })
  })

  test('behavior: an authenticator-app code confirms the app, steps up once, and five wrong ones lock it out', async () => {
    const { d } = await emailSignUp()
    expect(await failure(d.client.setSecondFactor(true))).toMatchObject({ status: 409, code: 'last_factor' })
    const { secret, uri } = await d.client.totpSetup()
    expect(uri).toMatch(/^otpauth:\/\/totp\/Airlock:pk\d+-\w+%40example\.com\?issuer=Airlock&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/)
    const app = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 })
    const now = await totpMoment()
    await d.client.totpConfirm(app.generate({ timestamp: now - 30_000 }))
    expect(await d.client.setSecondFactor(true)).toMatchObject({ secondFactor: { on: true, totp: true } })
    // A code works once: the next step's code is taken, the same one again is not.
    const code = app.generate({ timestamp: now })
    const { stepUp: token } = await d.client.stepUpFinish('change_email', { totp: code })
    expect(token).toMatch(/^stu_/)
    // A replay of the right code is no guess: refused, and not counted.
    expect(await failure(d.client.stepUpFinish('change_email', { totp: code }))).toMatchObject({ status: 400, code: 'invalid_code', facts: { attemptsLeft: 5 } })
    // Five wrong codes and the app is locked, even for the right code.
    const wrong = String((Number(app.generate({ timestamp: now + 30_000 })) + 1) % 1_000_000).padStart(6, '0')
    const left: (number | undefined)[] = []
    for (let i = 0; i < 5; i++) left.push((await failure(d.client.stepUpFinish('change_email', { totp: wrong })))?.facts.attemptsLeft)
    expect(left).toEqual([4, 3, 2, 1, 0])
    const locked = await failure(d.client.stepUpFinish('change_email', { totp: app.generate({ timestamp: now + 30_000 }) }))
    expect(locked).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(locked!.facts.retryAfterMs).toBeGreaterThan(4 * 60_000)
  })

  test('behavior: the right authenticator-app code sent six times at once steps up once and counts no wrong try', async () => {
    const { d, email } = await emailSignUp()
    const { secret } = await d.client.totpSetup()
    const app = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 })
    const now = await totpMoment()
    await d.client.totpConfirm(app.generate({ timestamp: now - 30_000 }))
    await d.client.setSecondFactor(true)
    const code = app.generate({ timestamp: now })
    const answers = await Promise.all(Array.from({ length: 6 }, () => d.client.stepUpFinish('change_email', { totp: code }).then((granted) => granted, (error: unknown) => error as BackendError)))
    const granted = answers.filter((answer) => !(answer instanceof BackendError))
    expect(granted).toHaveLength(1)
    // The others were replays (or waited on the tries in flight): refused, each one retryable.
    for (const answer of answers.filter((a): a is BackendError => a instanceof BackendError)) {
      expect(answer.code === 'invalid_code' || (answer.code === 'rate_limited' && answer.facts.retryAfterMs! <= 1000)).toBe(true)
    }
    const { rows } = await t.api.db.query<{ wrong_tries: number; locked: boolean }>(
      'SELECT wrong_tries, locked_until IS NOT NULL AS locked FROM embedded_totp WHERE user_id = (SELECT id FROM embedded_users WHERE email = $1)',
      [email],
    )
    expect(rows[0]).toEqual({ wrong_tries: 0, locked: false })
    // Not locked out: the next step's code steps up at once.
    await expect(d.client.stepUpFinish('change_email', { totp: app.generate({ timestamp: now + 30_000 }) })).resolves.toMatchObject({ stepUp: expect.stringMatching(/^stu_/) })
  })

  test('behavior: a new authenticator app waits beside the confirmed one until its first code, so a set-up left halfway takes nothing away', async () => {
    const { d, email } = await emailSignUp()
    const first = await d.client.totpSetup()
    const app = new TOTP({ secret: first.secret, algorithm: 'SHA1', digits: 6, period: 30 })
    const now = await totpMoment()
    await d.client.totpConfirm(app.generate({ timestamp: now - 30_000 }))
    await d.client.setSecondFactor(true)
    d.state.stepUps.set('second_factor:', (await d.client.stepUpFinish('second_factor', { totp: app.generate({ timestamp: now }) })).stepUp)
    const second = await d.client.totpSetup()
    expect(second.secret).not.toBe(first.secret)
    // Left halfway: the confirmed app still steps up, and is still the second factor.
    await expect(d.client.stepUpFinish('change_email', { totp: app.generate({ timestamp: now + 30_000 }) })).resolves.toMatchObject({ stepUp: expect.stringMatching(/^stu_/) })
    expect((await d.client.security()).secondFactor).toEqual({ on: true, totp: true })

    // The accepted time steps moved back as if 90 s had passed, so the next codes are new ones.
    await t.api.db.query('UPDATE embedded_totp SET last_step = last_step - 3 WHERE user_id = (SELECT id FROM embedded_users WHERE email = $1)', [email])
    const next = new TOTP({ secret: second.secret, algorithm: 'SHA1', digits: 6, period: 30 })
    await d.client.totpConfirm(next.generate({ timestamp: now - 30_000 }))
    // Confirmed, the new app replaces the old one, whose codes count no more.
    expect(await failure(d.client.stepUpFinish('change_email', { totp: app.generate({ timestamp: now }) }))).toMatchObject({ status: 400, code: 'invalid_code' })
    await expect(d.client.stepUpFinish('change_email', { totp: next.generate({ timestamp: now + 30_000 }) })).resolves.toMatchObject({ stepUp: expect.stringMatching(/^stu_/) })
    // Nothing waits any more: a code alone confirms nothing.
    expect(await failure(d.client.totpConfirm(next.generate({ timestamp: now + 30_000 })))).toMatchObject({ status: 400, code: 'invalid_input' })
  })

  test('behavior: passkeys are listed and removed, never the last way in nor the second factor’s last', async () => {
    const { d, authenticator } = await passkeySignUp()
    const { passkeys } = await d.client.security()
    expect(await failure(d.client.removePasskey(passkeys[0]!.id))).toMatchObject({ status: 409, code: 'last_login' })
    expect(await failure(d.client.unlink('email'))).toMatchObject({ status: 404 })
    const second = await addPasskey(d)
    await d.client.setSecondFactor(true)
    const list = (await d.client.security()).passkeys
    expect(list).toHaveLength(2)
    expect(await failure(d.client.removePasskey(list[1]!.id))).toMatchObject({ code: 'step_up_required', facts: { action: 'remove_login' } })
    await stepUp(d, second, 'remove_login')
    expect((await d.client.removePasskey(list[1]!.id)).passkeys.map((p) => p.id)).toEqual([list[0]!.id])
    // The one left is both the last way in and the second factor's last.
    await stepUp(d, authenticator, 'remove_login')
    expect(await failure(d.client.removePasskey(list[0]!.id))).toMatchObject({ status: 409 })
  })
})
