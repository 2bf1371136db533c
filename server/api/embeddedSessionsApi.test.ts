import { describe, expect, test } from 'vitest'
import { BackendError } from '../frame/page/backend/BackendError.js'
import { rebuildFromRecovery } from '../frame/page/custody/rebuildFromRecovery.js'
import { useStarted } from '../../test/helpers/useStarted.js'
import { createPasskeyTestDevices, PASSKEY_FRAME } from './testing/createPasskeyTestDevices.js'
import { createSoftAuthenticator } from './testing/createSoftAuthenticator.js'
import { startEmbeddedTestApi, type EmbeddedTestApi } from './testing/startEmbeddedTestApi.js'
import { testBackends } from './testing/testBackends.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as BackendError)

describe.each(testBackends())('embedded sessions: what opened them, what rebuilds a key, and the devices list over $name', { timeout: 30_000 }, (backend) => {
  const roomy = { limit: 1000, windowSeconds: 60 }
  const t = useStarted(() => startEmbeddedTestApi(backend, { embeddedMail: roomy, embeddedCodes: roomy, deviceApprovals: roomy }, [PASSKEY_FRAME]), (s: EmbeddedTestApi) => s.stop(), 90_000)
  const { device, passkeySignUp, passkeySignIn, emailSignUp, addPasskey, stepUp, codeFor, newEmail } = createPasskeyTestDevices(() => t)
  /** The sign-in's minutes to rebuild the keys elsewhere, as if they had passed. */
  const age = (token: string) => t.api.db.query("UPDATE embedded_sessions SET recover_until = now() - interval '1 second' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [token])

  test('error: a session token alone never rebuilds the key: a passkey sign-up with its wallet made and the second factor on gets no recovery material without a step-up', async () => {
    const { d, authenticator, user } = await passkeySignUp()
    await d.client.setSecondFactor(true)
    // Only the bearer token, as a copy of the frame's storage holds it.
    expect(await failure(d.client.recoveryMaterial())).toMatchObject({ status: 403, code: 'step_up_required', facts: { action: 'new_device' } })
    // A step-up with a passkey the user has, made now, is a fresh factor: the keys rebuild, and match.
    await stepUp(d, authenticator, 'new_device')
    const material = await d.client.recoveryMaterial()
    const keys = await rebuildFromRecovery(material.shares)
    expect(keys.size).toBe(2)
    expect(material.shares.map((s) => s.address)).toEqual(user.accounts.map((a) => a.address))
  })

  test('behavior: a passkey sign-in on a new device rebuilds the keys once, in its first minutes; later, or again, it needs a step-up', async () => {
    const { d, authenticator } = await passkeySignUp()
    await d.client.setSecondFactor(true)
    const phone = await passkeySignIn(authenticator)
    await expect(phone.client.recoveryMaterial()).resolves.toMatchObject({ mode: 'automatic' })
    expect(await failure(phone.client.recoveryMaterial())).toMatchObject({ code: 'step_up_required', facts: { action: 'new_device' } })
    const laptop = await passkeySignIn(authenticator)
    await age(laptop.state.token!)
    expect(await failure(laptop.client.recoveryMaterial())).toMatchObject({ code: 'step_up_required', facts: { action: 'new_device' } })
  })

  test('error: with the second factor off, an email session past its sign-in rebuilds nothing and ends; a fresh sign-in does, once', async () => {
    const { email } = await emailSignUp()
    const other = device()
    await t.api.db.query("UPDATE embedded_login_emails SET sent_at = now() - interval '31 seconds' WHERE email = $1", [email])
    expect(await other.client.startEmail(email, other.state.deviceId)).toEqual({ action: 'VERIFY_DEVICE' })
    const link = (await t.mail.inbox.waitFor(email, (m) => /Approve a new device/.test(m.subject))).text.match(/https?:\/\/\S+/)![0]
    await fetch(new URL('/v1/embedded/device/approve', t.api.url), { method: 'POST', body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }), headers: { origin: t.api.url } })
    other.state.token = (await other.client.verifyEmail(email, await codeFor(email, /sign-in code/), other.state.deviceId)).token
    await expect(other.client.recoveryMaterial()).resolves.toMatchObject({ mode: 'automatic' })
    // Once: a second rebuild with the same session is a token alone.
    expect(await failure(other.client.recoveryMaterial())).toMatchObject({ status: 401, code: 'session_expired' })
    expect(await failure(other.client.me())).toMatchObject({ status: 401, code: 'session_expired' })
  })

  test('error: removing a passkey ends the sessions it opened; the old token gets neither the user nor the keys', async () => {
    // Passkeys A (the phone) and B (the laptop), second factor on.
    const phoneKey = createSoftAuthenticator()
    const { d: phone } = await passkeySignUp(phoneKey)
    const laptopKey = await addPasskey(phone, createSoftAuthenticator(), 'Laptop')
    await phone.client.setSecondFactor(true)
    const laptop = await passkeySignIn(laptopKey)
    const { passkeys } = await laptop.client.security()
    const phonePasskey = passkeys.find((p) => p.name !== 'Laptop')!
    await stepUp(laptop, laptopKey, 'remove_login')
    await laptop.client.removePasskey(phonePasskey.id)
    // The phone is shut out: its token opens nothing, rebuilds nothing.
    expect(await failure(phone.client.me())).toMatchObject({ status: 401, code: 'session_expired' })
    expect(await failure(phone.client.recoveryMaterial())).toMatchObject({ status: 401, code: 'session_expired' })
    // The laptop, which removed it, stays.
    await expect(laptop.client.me()).resolves.toMatchObject({ secondFactor: true })
  })

  test('behavior: unlinking the email ends the sessions it opened; an email change ends the old address’s other sessions', async () => {
    const { d, email } = await emailSignUp()
    const authenticator = await addPasskey(d)
    const viaPasskey = await passkeySignIn(authenticator)
    // A second email session of the same person on another device.
    const second = device()
    await t.api.db.query("UPDATE embedded_login_emails SET sent_at = now() - interval '31 seconds' WHERE email = $1", [email])
    await second.client.startEmail(email, second.state.deviceId)
    const link = (await t.mail.inbox.waitFor(email, (m) => /Approve a new device/.test(m.subject))).text.match(/https?:\/\/\S+/)![0]
    await fetch(new URL('/v1/embedded/device/approve', t.api.url), { method: 'POST', body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }), headers: { origin: t.api.url } })
    second.state.token = (await second.client.verifyEmail(email, await codeFor(email, /sign-in code/), second.state.deviceId)).token

    // The email is changed from the first device: the second one, opened by the old address, ends.
    const moved = newEmail()
    await d.client.updateEmail(moved)
    await d.client.verifyPrimaryEmail(await codeFor(email, /change your email/))
    await d.client.verifySecondaryEmail(await codeFor(moved, /change your email/))
    expect(await failure(second.client.me())).toMatchObject({ code: 'session_expired' })
    await expect(d.client.me()).resolves.toMatchObject({ email: moved })

    // From the passkey's session, the email is unlinked: the first device, opened by email, ends.
    await viaPasskey.client.unlink('email')
    expect(await failure(d.client.me())).toMatchObject({ code: 'session_expired' })
    await expect(viaPasskey.client.me()).resolves.toMatchObject({ email: null })
  })

  test('default: the devices list says how each signed in, on what, when last used, and marks this one; sign-outs need a step-up with the second factor on', async () => {
    const { d: laptop, authenticator } = await passkeySignUp()
    const phone = await passkeySignIn(authenticator, device(PASSKEY_FRAME, PHONE))
    const tablet = await passkeySignIn(authenticator)
    const { sessions } = await laptop.client.sessions()
    expect(sessions).toHaveLength(3)
    expect(sessions[0]).toMatchObject({ current: true, method: 'passkey', detail: 'Chrome on Linux', device: 'Chrome on Linux', lastUsedAt: expect.any(Number) })
    expect(sessions.filter((s) => s.current)).toHaveLength(1)
    expect(sessions.map((s) => s.device)).toContain('Safari on iOS')
    // A session's id names it: never its token.
    expect(JSON.stringify(sessions)).not.toContain(phone.state.token!)

    // The one in use is signed out with signout, not here.
    expect(await failure(laptop.client.endSession(sessions[0]!.id))).toMatchObject({ status: 400, code: 'invalid_input' })
    const phoneSession = sessions.find((s) => s.device === 'Safari on iOS')!
    expect((await laptop.client.endSession(phoneSession.id)).sessions.map((s) => s.id)).not.toContain(phoneSession.id)
    expect(await failure(phone.client.me())).toMatchObject({ code: 'session_expired' })

    // With the second factor on, signing others out needs a step-up made for it.
    await laptop.client.setSecondFactor(true)
    expect(await failure(laptop.client.endOtherSessions())).toMatchObject({ status: 403, code: 'step_up_required', facts: { action: 'end_sessions' } })
    await expect(tablet.client.me()).resolves.toBeTruthy()
    await stepUp(laptop, authenticator, 'end_sessions')
    expect((await laptop.client.endOtherSessions()).sessions).toEqual([expect.objectContaining({ current: true })])
    expect(await failure(tablet.client.me())).toMatchObject({ code: 'session_expired' })
    // Another user's session is nobody's here.
    const stranger = await passkeySignUp()
    const theirs = (await stranger.d.client.sessions()).sessions[0]!.id
    await stepUp(laptop, authenticator, 'end_sessions')
    expect(await failure(laptop.client.endSession(theirs))).toMatchObject({ status: 404 })
    await expect(stranger.d.client.me()).resolves.toBeTruthy()
  })

  test('behavior: a new sign-in on a device ends the session that device held before', async () => {
    const { d, authenticator } = await passkeySignUp()
    const before = d.state.token!
    await passkeySignIn(authenticator, d)
    expect(d.state.token).not.toBe(before)
    d.state.token = before
    expect(await failure(d.client.me())).toMatchObject({ code: 'session_expired' })
  })
})
