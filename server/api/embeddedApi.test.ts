import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { fromBase64Url } from '../frame/custody/base64url.js'
import { rebuildKey } from '../frame/custody/rebuildKey.js'
import { BackendError } from '../frame/page/backend/BackendError.js'
import { createBackendClient, type BackendClient } from '../frame/page/backend/createBackendClient.js'
import { createWalletKeys } from '../frame/page/custody/createWalletKeys.js'
import { rebuildFromRecovery } from '../frame/page/custody/rebuildFromRecovery.js'
import { operatorSealer, passwordSealer } from '../frame/page/custody/RecoverySealer.js'
import { splitForDevice } from '../frame/page/custody/splitForDevice.js'
import { startApiServer } from './startApiServer.js'
import { createApiClient, jsonBody } from './testing/createApiClient.js'
import { startEmbeddedTestApi, TEST_FRAME_ORIGIN, type EmbeddedTestApi } from './testing/startEmbeddedTestApi.js'
import { testBackends } from './testing/testBackends.js'
import { useStarted } from '../../test/helpers/useStarted.js'

const newDevice = () => randomBytes(32).toString('base64url')
let emails = 0
const newEmail = () => `user${++emails}-${Math.random().toString(36).slice(2, 7)}@example.com`

describe.each(testBackends())('embedded wallet backend over $name', { timeout: 30_000 }, (backend) => {
  // These tests send more mail and codes than a client's budgets allow in a minute; the
  // budgets themselves are tested in embeddedRateLimits.test.ts.
  const roomy = { limit: 1000, windowSeconds: 60 }
  const t = useStarted(() => startEmbeddedTestApi(backend, { embeddedMail: roomy, embeddedCodes: roomy, deviceApprovals: roomy }), (s: EmbeddedTestApi) => s.stop(), 30_000)

  /** A frame on one device: its backend client, session token and device id. */
  function device(deviceId = newDevice()) {
    const state = { token: undefined as string | undefined, deviceId }
    const client = createBackendClient({ apiUrl: t.api.url, projectId: t.projectId, token: () => state.token })
    return { state, client }
  }
  const codeFor = async (email: string, subject: RegExp) => {
    const message = await t.mail.inbox.waitFor(email, (m) => subject.test(m.subject))
    return message.text.match(/\b(\d{6})\b/)![1]!
  }
  const allowNextEmail = (email: string) => t.api.db.query("UPDATE embedded_login_emails SET sent_at = now() - interval '31 seconds' WHERE email = $1", [email])
  const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as BackendError)

  /** Signs a new email in on a new device and creates its wallet, as the frame does. */
  async function signUp(email = newEmail()) {
    const d = device()
    expect(await d.client.startEmail(email, d.state.deviceId)).toEqual({ action: 'VERIFY_OTP' })
    const signedIn = await d.client.verifyEmail(email, await codeFor(email, /sign-in code for Demo/), d.state.deviceId)
    d.state.token = signedIn.token
    const { recoveryPublicKey } = await d.client.config()
    const wallet = await createWalletKeys(operatorSealer(recoveryPublicKey))
    const user = await d.client.createWallet(wallet.accounts)
    return { email, d, user, deviceShares: wallet.device, signedIn }
  }

  /** Signs `email` in on a new device, approved from its emailed link: a session that may rebuild the keys there. */
  async function signInOnNewDevice(email: string) {
    const other = device()
    await allowNextEmail(email)
    expect(await other.client.startEmail(email, other.state.deviceId)).toEqual({ action: 'VERIFY_DEVICE' })
    const link = (await t.mail.inbox.waitFor(email, (m) => /Approve a new device/.test(m.subject))).text.match(/https?:\/\/\S+/)![0]
    await fetch(new URL('/v1/embedded/device/approve', t.api.url), { method: 'POST', body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }), headers: { origin: t.api.url } })
    other.state.token = (await other.client.verifyEmail(email, await codeFor(email, /sign-in code/), other.state.deviceId)).token
    return other
  }

  test("error: the app name in emails is the project's own; a name the caller sends is never mailed", async () => {
    const email = newEmail()
    const res = await t.call('/v1/embedded/email/start', jsonBody({ email, deviceId: newDevice(), appName: 'Your Bank: act now' }))
    expect(await res.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = await t.mail.inbox.waitFor(email, (m) => /sign-in code/.test(m.subject))
    expect(mail.subject).toBe('Your sign-in code for Demo')
    expect(`${mail.subject} ${mail.text}`).not.toContain('Your Bank')
  })

  test('default: a new email signs in with the mailed 6-digit code and stores a wallet no party holds whole', async () => {
    const { d, user, deviceShares, signedIn } = await signUp()
    expect(signedIn.isNewUser).toBe(true)
    expect(signedIn.token).toMatch(/^als_/)
    expect(user.accounts.map((a) => a.namespace)).toEqual(['eip155', 'solana'])
    expect(user.recoveryMode).toBe('automatic')
    const { shares } = await d.client.deviceShares()
    for (const { namespace, address, authShare, splitId } of shares) {
      expect(splitId).toBe(deviceShares[namespace]!.splitId)
      // Device share + auth share rebuild the key of the stored address.
      await expect(rebuildKey(namespace, [fromBase64Url(deviceShares[namespace]!.share), fromBase64Url(authShare)], address)).resolves.toHaveLength(32)
    }
    const stored = await t.api.db.query<{ auth_share: string; recovery_envelope: { scheme: string } }>('SELECT auth_share, recovery_envelope FROM embedded_key_shares')
    expect(stored.rows.every((r) => r.recovery_envelope.scheme === 'hpke-p256-sha256-aes256gcm')).toBe(true)
  })

  test('SPEC §9: a second login email within 30 s is refused with the wait; after it, allowed', async () => {
    const email = newEmail()
    const d = device()
    await d.client.startEmail(email, d.state.deviceId)
    const refused = await failure(d.client.startEmail(email, d.state.deviceId))
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(refused!.facts.retryAfterMs).toBeGreaterThan(25_000)
    expect(refused!.facts.retryAfterMs).toBeLessThanOrEqual(30_000)
    await allowNextEmail(email)
    await expect(d.client.startEmail(email, d.state.deviceId)).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test('behavior: codes are single use, and a new code retires the older one', async () => {
    const email = newEmail()
    const d = device()
    await d.client.startEmail(email, d.state.deviceId)
    const first = await codeFor(email, /sign-in code/)
    await allowNextEmail(email)
    await d.client.startEmail(email, d.state.deviceId)
    const second = (await t.mail.inbox.waitFor(email, (m) => !m.text.includes(first))).text.match(/\b(\d{6})\b/)![1]!
    if (first !== second) expect(await failure(d.client.verifyEmail(email, first, d.state.deviceId))).toMatchObject({ code: 'invalid_code' })
    await d.client.verifyEmail(email, second, d.state.deviceId)
    expect(await failure(d.client.verifyEmail(email, second, d.state.deviceId))).toMatchObject({ status: 400, code: 'code_expired' })
  })

  test('behavior: a code survives at most 5 wrong tries; then even the right one is refused', async () => {
    const email = newEmail()
    const d = device()
    await d.client.startEmail(email, d.state.deviceId)
    const code = await codeFor(email, /sign-in code/)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const left: (number | undefined)[] = []
    for (let i = 0; i < 5; i++) {
      const error = await failure(d.client.verifyEmail(email, wrong, d.state.deviceId))
      left.push(error!.facts.attemptsLeft)
      expect(error!.code).toBe(i < 4 ? 'invalid_code' : 'code_expired')
    }
    expect(left).toEqual([4, 3, 2, 1, 0])
    expect(await failure(d.client.verifyEmail(email, code, d.state.deviceId))).toMatchObject({ code: 'code_expired' })
  })

  test('behavior: a code expires 10 minutes after it was sent', async () => {
    const email = newEmail()
    const d = device()
    await d.client.startEmail(email, d.state.deviceId)
    const code = await codeFor(email, /sign-in code/)
    const { rows } = await t.api.db.query<{ minutes: number }>("SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM embedded_codes WHERE email = $1", [email])
    expect(rows[0]!.minutes).toBe(10)
    await t.api.db.query("UPDATE embedded_codes SET expires_at = now() - interval '1 second' WHERE email = $1", [email])
    expect(await failure(d.client.verifyEmail(email, code, d.state.deviceId))).toMatchObject({ code: 'code_expired' })
  })

  test('error: malformed input answers 400 naming the field', async () => {
    const res = await t.call('/v1/embedded/email/start', jsonBody({ email: 'nope', deviceId: newDevice() }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'email' })
    const d = device()
    expect(await failure(d.client.verifyEmail(newEmail(), '12ab56', d.state.deviceId))).toMatchObject({ status: 400, code: 'invalid_input', facts: { field: 'otp' } })
  })

  test('behavior: sessions: a live token reads the user; sign-out revokes it; a forged one is refused', async () => {
    const { d } = await signUp()
    expect((await d.client.me()).accounts).toHaveLength(2)
    await d.client.signOut()
    expect(await failure(d.client.me())).toMatchObject({ status: 401, code: 'session_expired' })
    d.state.token = `als_${randomBytes(32).toString('base64url')}`
    expect(await failure(d.client.deviceShares())).toMatchObject({ code: 'session_expired' })
  })

  test('SPEC §3/§7 set preferred account: the type is kept per namespace; a change names only its namespaces and the others stay', async () => {
    const { d, user } = await signUp()
    expect(user).toMatchObject({ preferredAccountTypes: { eip155: 'eoa' }, preferredAccountType: 'eoa' })
    expect(await d.client.setPreferredAccountTypes({ eip155: 'smartAccount' })).toMatchObject({ preferredAccountTypes: { eip155: 'smartAccount' }, preferredAccountType: 'smartAccount' })
    expect((await d.client.setPreferredAccountTypes({ solana: 'eoa' })).preferredAccountTypes).toEqual({ eip155: 'smartAccount', solana: 'eoa' })
    expect((await d.client.me()).preferredAccountTypes).toEqual({ eip155: 'smartAccount', solana: 'eoa' })
    const { rows } = await t.api.db.query<{ preferred_account_type: string; preferred_account_types: unknown }>('SELECT preferred_account_type, preferred_account_types FROM embedded_users WHERE id = $1', [user.id])
    expect(rows[0]).toEqual({ preferred_account_type: 'smartAccount', preferred_account_types: { eip155: 'smartAccount', solana: 'eoa' } })
  })

  test('behavior: a row from before the map (the single column only, or written by an older API) reads as the eip155 type; the older body still sets it', async () => {
    const { d, user } = await signUp()
    await t.api.db.query("UPDATE embedded_users SET preferred_account_types = '{}'::jsonb, preferred_account_type = 'smartAccount' WHERE id = $1", [user.id])
    expect(await d.client.me()).toMatchObject({ preferredAccountTypes: { eip155: 'smartAccount' }, preferredAccountType: 'smartAccount' })
    const patch = (body: unknown) => t.call('/v1/embedded/me', { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${d.state.token}` }, body: JSON.stringify(body) })
    const older = await patch({ preferredAccountType: 'eoa' })
    expect(older.status).toBe(200)
    expect(await older.json()).toMatchObject({ preferredAccountTypes: { eip155: 'eoa' }, preferredAccountType: 'eoa' })
  })

  test('error: SPEC §5 set preferred account: an unknown type or namespace, an extra field or an empty change answers 400 naming the field, and nothing changes', async () => {
    const { d, user } = await signUp()
    const patch = (body: unknown) => t.call('/v1/embedded/me', { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${d.state.token}` }, body: JSON.stringify(body) })
    const refused = async (body: unknown) => {
      const res = await patch(body)
      expect(res.status).toBe(400)
      return ((await res.json()) as { field: string }).field
    }
    expect(await refused({ preferredAccountTypes: { eip155: 'smart' } })).toBe('preferredAccountTypes.eip155')
    expect(await refused({ preferredAccountTypes: { cosmos: 'eoa' } })).toBe('preferredAccountTypes')
    expect(await refused({ preferredAccountTypes: { solana: 'smartAccount' } })).toBe('preferredAccountTypes.solana')
    expect(await refused({ preferredAccountTypes: { eip155: 'smartAccount' }, admin: true })).toBe('(root)')
    expect(await refused({ preferredAccountTypes: {} })).toBe('(root)')
    expect(await refused({ preferredAccountType: 'smartAccount', extra: 1 })).toBe('(root)')
    expect((await d.client.me()).preferredAccountTypes).toEqual({ eip155: 'eoa' })
    const { rows } = await t.api.db.query<{ preferred_account_types: unknown }>('SELECT preferred_account_types FROM embedded_users WHERE id = $1', [user.id])
    expect(rows[0]!.preferred_account_types).toEqual({})
  })

  test('behavior: a wallet is created once; a second upload is refused', async () => {
    const { d } = await signUp()
    const again = await createWalletKeys(operatorSealer((await d.client.config()).recoveryPublicKey))
    expect(await failure(d.client.createWallet(again.accounts))).toMatchObject({ status: 409 })
  })

  test('SPEC §4 VERIFY_DEVICE: a new device is approved from the emailed link, then recovers the same addresses', async () => {
    const { email, user } = await signUp()
    const other = device()
    await allowNextEmail(email)
    expect(await other.client.startEmail(email, other.state.deviceId)).toEqual({ action: 'VERIFY_DEVICE' })
    expect(await other.client.deviceStatus(email, other.state.deviceId)).toEqual({ approved: false })
    const link = (await t.mail.inbox.waitFor(email, (m) => /Approve a new device/.test(m.subject))).text.match(/https?:\/\/\S+/)![0]
    expect(await failure(other.client.verifyEmail(email, '000000', other.state.deviceId))).toMatchObject({ status: 403, code: 'device_not_approved' })

    // Opening the link approves nothing; the button does, once.
    const page = await fetch(link)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await page.text()).toContain('Approve device')
    expect(await other.client.deviceStatus(email, other.state.deviceId)).toEqual({ approved: false })
    const token = new URL(link).searchParams.get('token')!
    // As the page's form posts it: from the API's own origin.
    const approve = () => fetch(new URL('/v1/embedded/device/approve', t.api.url), { method: 'POST', body: new URLSearchParams({ token }), headers: { origin: t.api.url } })
    expect(await (await approve()).text()).toContain('Device approved')
    expect(await (await approve()).text()).toContain('Already approved')
    expect(await other.client.deviceStatus(email, other.state.deviceId)).toEqual({ approved: true })

    const signedIn = await other.client.verifyEmail(email, await codeFor(email, /sign-in code/), other.state.deviceId)
    expect(signedIn.isNewUser).toBe(false)
    other.state.token = signedIn.token
    expect((await other.client.deviceShares()).shares).toEqual([])
    const material = await other.client.recoveryMaterial()
    expect(material.mode).toBe('automatic')
    const keys = await rebuildFromRecovery(material.shares)
    expect([...keys.keys()]).toEqual(['eip155', 'solana'])
    // The new device gets a split of its own; the first device's keeps working.
    const uploads = []
    for (const account of user.accounts) uploads.push((await splitForDevice(account.namespace, keys.get(account.namespace)!, account.address, operatorSealer((await other.client.config()).recoveryPublicKey))).upload)
    await other.client.storeShares('automatic', uploads, false)
    expect((await other.client.deviceShares()).shares.map((s) => s.address)).toEqual(user.accounts.map((a) => a.address))
  })

  test('behavior: a recovery password replaces the operator’s copies: recovery then needs the password', async () => {
    const { d, user, deviceShares, email } = await signUp()
    const { shares } = await d.client.deviceShares()
    const keys = new Map()
    for (const s of shares) keys.set(s.namespace, await rebuildKey(s.namespace, [fromBase64Url(deviceShares[s.namespace]!.share), fromBase64Url(s.authShare)], s.address))
    const uploads = []
    for (const account of user.accounts) uploads.push((await splitForDevice(account.namespace, keys.get(account.namespace), account.address, passwordSealer('a long recovery password'))).upload)
    expect(await failure(d.client.storeShares('password', uploads, false))).toMatchObject({ status: 400, facts: { field: 'mode' } })
    expect((await d.client.storeShares('password', uploads, true)).recoveryMode).toBe('password')
    // What a new device gets to rebuild the keys with.
    const material = await (await signInOnNewDevice(email)).client.recoveryMaterial()
    expect(material.shares.every((s) => s.recovery.kind === 'password')).toBe(true)
    const operatorEnvelopes = await t.api.db.query("SELECT 1 FROM embedded_key_shares k JOIN embedded_devices d ON d.id = k.device_id WHERE d.user_id = $1 AND k.recovery_envelope->>'scheme' = 'hpke-p256-sha256-aes256gcm'", [user.id])
    expect(operatorEnvelopes.rows).toHaveLength(0)
    await expect(rebuildFromRecovery(material.shares)).rejects.toMatchObject({ code: 'recovery_password_required' })
    await expect(rebuildFromRecovery(material.shares, 'wrong password!!')).rejects.toMatchObject({ code: 'invalid_input', facts: { field: 'password' } })
    expect((await rebuildFromRecovery(material.shares, 'a long recovery password')).size).toBe(2)
  })

  test('SPEC §4 email change: a code to the current address, then one to the new address', async () => {
    const { d, email } = await signUp()
    const taken = (await signUp()).email
    expect(await failure(d.client.updateEmail(taken))).toMatchObject({ status: 409, code: 'email_taken' })
    const next = newEmail()
    expect(await d.client.updateEmail(next)).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await d.client.verifyPrimaryEmail(await codeFor(email, /change your email/))).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await codeFor(next, /change your email/)
    expect(await d.client.verifySecondaryEmail(secondary)).toEqual({ email: next })
    expect((await d.client.me()).email).toBe(next)
  })

  test('behavior: export needs a ticket from a signed-in session on an approved device and a fresh code, and releases what rebuilding needs', async () => {
    const { email, d, user } = await signUp()
    await allowNextEmail(email)
    const { ticket } = await d.client.exportTicket()
    expect(ticket).toMatch(/^alx_/)
    expect(await d.client.startExport(ticket)).toEqual({ sent: true, email })
    const code = await codeFor(email, /export your wallet keys/)
    const exported = await d.client.verifyExport(ticket, code)
    const keys = await rebuildFromRecovery(exported.shares)
    expect(exported.user.accounts).toEqual(user.accounts)
    expect(keys.size).toBe(2)
    // A ticket opens one export.
    expect(await failure(d.client.verifyExport(ticket, code))).toMatchObject({ status: 401, code: 'session_expired' })
    // A ticket dies with the session that made it.
    const next = (await d.client.exportTicket()).ticket
    await d.client.signOut()
    expect(await failure(d.client.startExport(next))).toMatchObject({ status: 401, code: 'session_expired' })
    expect(await failure(d.client.exportTicket())).toMatchObject({ status: 401 })
  })

  test('error: key export with only the email (no session, no approved device) mails nothing and reveals nothing', async () => {
    const { email } = await signUp()
    await allowNextEmail(email)
    const before = t.mail.inbox.list(email).length
    const start = await t.call('/v1/embedded/export/start', jsonBody({ email }, { origin: TEST_FRAME_ORIGIN }))
    expect(start.status).toBeGreaterThanOrEqual(400)
    expect(start.status).toBeLessThan(500)
    expect(t.mail.inbox.list(email).length).toBe(before)
    const verify = await t.call('/v1/embedded/export/verify', jsonBody({ email, otp: '123456' }, { origin: TEST_FRAME_ORIGIN }))
    expect(verify.status).toBeGreaterThanOrEqual(400)
    expect(verify.status).toBeLessThan(500)
    expect(JSON.stringify(await verify.json())).not.toContain('authShare')
  })

  test('error: wrong export codes count per address across codes, and the lockout grows', async () => {
    const { email, d } = await signUp()
    const { ticket } = await d.client.exportTicket()
    const wrong = async (code: string) => (await failure(d.client.verifyExport(ticket, code)))!
    await allowNextEmail(email)
    await d.client.startExport(ticket)
    const first = await codeFor(email, /export your wallet keys/)
    const other = first === '000000' ? '000001' : '000000'
    for (let i = 0; i < 4; i++) expect(await wrong(other)).toMatchObject({ code: 'invalid_code' })
    // The fifth wrong try kills the code and locks the address out, whatever code comes next.
    expect(await wrong(other)).toMatchObject({ code: 'code_expired' })
    await allowNextEmail(email)
    const locked = await failure(d.client.startExport(ticket))
    expect(locked).toMatchObject({ status: 429, code: 'rate_limited', facts: { field: 'otp' } })
    const firstLock = locked!.facts.retryAfterMs!
    expect(firstLock).toBeGreaterThan(14 * 60_000)
    expect(firstLock).toBeLessThanOrEqual(15 * 60_000)
    // Once the lockout ends, the next five wrong tries lock for twice as long.
    await t.api.db.query("UPDATE embedded_code_lockouts SET locked_until = now() - interval '1 second' WHERE email = $1", [email])
    await allowNextEmail(email)
    await d.client.startExport(ticket)
    const second = await codeFor(email, /export your wallet keys/)
    for (let i = 0; i < 5; i++) await wrong(second === '111111' ? '111112' : '111111')
    const again = await failure(d.client.verifyExport(ticket, second))
    expect(again).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(again!.facts.retryAfterMs!).toBeGreaterThan(29 * 60_000)
  })

  test('behavior: an email that cannot be sent costs no wait: the 30 s slot is given back', async () => {
    const broken = await startApiServer({
      port: 0,
      database: t.api.db,
      onError: () => {},
      // Budgets live in the store: this server counts against what the file has spent, so it gets the file's.
      rateLimits: { embeddedMail: roomy, embeddedCodes: roomy, deviceApprovals: roomy },
      embedded: { frameOrigins: [TEST_FRAME_ORIGIN], recoveryKey: t.recoveryKey.privateKey, mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@airlock.test' } },
    })
    try {
      const email = newEmail()
      const client = createBackendClient({ apiUrl: broken.url, projectId: t.projectId, token: () => undefined })
      expect(await failure(client.startEmail(email, newDevice()))).toMatchObject({ status: 502, code: 'backend_unavailable' })
      const d = device()
      await expect(d.client.startEmail(email, d.state.deviceId)).resolves.toEqual({ action: 'VERIFY_OTP' })
    } finally {
      await broken.stop()
    }
  })

  test('error: without embedded options the routes answer 503', async () => {
    const bare = await startApiServer({ port: 0, database: t.api.db, onError: () => {} })
    try {
      const res = await createApiClient(bare.url, t.projectId)('/v1/embedded/config')
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ code: 'backend_unavailable' })
    } finally {
      await bare.stop()
    }
  })

  test("SPEC §8: a browser origin other than the frame's is refused; the frame's gets CORS", async () => {
    const host = await t.call('/v1/embedded/config', { headers: { origin: 'http://localhost:5173' } })
    expect(host.status).toBe(403)
    expect(await host.json()).toMatchObject({ message: 'Unauthorized: origin not allowed' })
    const frame = await t.call('/v1/embedded/config', { headers: { origin: TEST_FRAME_ORIGIN } })
    expect(frame.status).toBe(200)
    expect(frame.headers.get('access-control-allow-origin')).toBe(TEST_FRAME_ORIGIN)
    // The frame also reads the project's other routes (the RPC proxy, balances).
    expect((await t.call('/v1/supported-chains', { headers: { origin: TEST_FRAME_ORIGIN } })).status).toBe(200)
    expect((await t.call('/v1/embedded/config', { projectId: 'nope' })).status).toBe(401)
  })
})
