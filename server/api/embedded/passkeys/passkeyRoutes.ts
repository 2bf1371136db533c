import { randomBytes, randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../../http/ApiError.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import type { EmbeddedDeps } from '../EmbeddedDeps.js'
import type { EmbeddedEnv } from '../EmbeddedEnv.js'
import { deviceIdInput } from '../embeddedInput.js'
import { embeddedLimit } from '../embeddedLimit.js'
import { hashSecret } from '../hashSecret.js'
import { requireSession } from '../requireSession.js'
import { endSessionsOpenedBy } from '../sessions/endSessionsOpenedBy.js'
import { countWaysIn } from './countWaysIn.js'
import { describeDevice } from './describeDevice.js'
import { openPasskeySession } from './openPasskeySession.js'
import { authenticationOptions, passkeyRefused, registrationOptions, verifyAssertion, verifyRegistration } from './passkeyCeremonies.js'
import { findPasskey, readSecurity, userPasskeys } from './passkeyRows.js'
import { relyingParty } from './relyingParty.js'
import { requireStepUp, STEP_UP_HEADER } from './stepUpTokens.js'
import { authenticationInput, passkeyNameInput, registrationInput } from './webauthnInput.js'
import { spendChallenge, storeChallenge } from './webauthnChallenges.js'

const deviceBody = z.object({ deviceId: deviceIdInput })
const signUpBody = z.object({ deviceId: deviceIdInput, response: registrationInput, name: passkeyNameInput })
const signInBody = z.object({ deviceId: deviceIdInput, response: authenticationInput })
const registerBody = z.object({ response: registrationInput, name: passkeyNameInput })
const removeBody = z.object({ id: z.string().uuid() })

/**
 * Passkeys of the embedded wallet (WebAuthn, through @simplewebauthn/server):
 * - `passkey/signup/begin|finish`: a new person makes a passkey and gets a wallet with no email;
 * - `passkey/signin/begin|finish`: a returning person picks a passkey (discoverable) on any device;
 * - `passkey/register/begin|finish`: a signed-in user adds a passkey (a way in: a step-up when the second factor is on);
 * - `GET passkeys`, `POST passkeys/remove`: the list, and removing one (never the last way in),
 *   which ends every other session it opened.
 * Every ceremony spends its challenge first (single use, 5 minutes) and checks origin,
 * relying party, user verification and the signature counter.
 */
export function passkeyRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const session = requireSession(db)
  const limit = embeddedLimit(deps, 'embeddedCodes')
  const rp = (c: Context<EmbeddedEnv>) => relyingParty(embedded, c.req.header('origin'), c.var.project.allowedOrigins)
  const ttl = embedded.sessionTtlSeconds

  return new Hono<EmbeddedEnv>()
    .post('/passkey/signup/begin', limit, async (c) => {
      const b = await readJsonBody(c, deviceBody)
      const party = rp(c)
      const webauthnUserId = randomBytes(32).toString('base64url')
      const options = await registrationOptions(party, { webauthnUserId, name: `Wallet ${new Date().toISOString().slice(0, 10)}` }, [])
      await storeChallenge(db, c.var.project.id, options.challenge, { purpose: 'signup', rp_id: party.rpId, device_hash: hashSecret(b.deviceId), webauthn_user_id: webauthnUserId })
      return c.json({ options })
    })
    .post('/passkey/signup/finish', limit, async (c) => {
      const b = await readJsonBody(c, signUpBody)
      const projectId = c.var.project.id
      const party = rp(c)
      const challenge = await spendChallenge(db, projectId, 'signup', b.response.response.clientDataJSON)
      const deviceHash = hashSecret(b.deviceId)
      if (challenge.device_hash !== deviceHash) throw passkeyRefused('This passkey request was made on another device')
      const info = await verifyRegistration(party, challenge, b.response)
      const device = describeDevice(c.req.header('user-agent'))
      const signedIn = await db.transaction(async (tx) => {
        const userId = randomUUID()
        await tx.query('INSERT INTO embedded_users (id, project_id, email, webauthn_user_id) VALUES ($1, $2, NULL, $3)', [userId, projectId, challenge.webauthn_user_id])
        const passkeyId = await insertPasskey(tx, { projectId, userId, info, name: b.name ?? device, device, prf: b.response.clientExtensionResults.prf?.enabled === true })
        return openPasskeySession(tx, ttl, userId, deviceHash, passkeyId, device)
      })
      return c.json(signedIn, 201)
    })
    .post('/passkey/signin/begin', limit, async (c) => {
      const b = await readJsonBody(c, deviceBody)
      const party = rp(c)
      const options = await authenticationOptions(party)
      await storeChallenge(db, c.var.project.id, options.challenge, { purpose: 'signin', rp_id: party.rpId, device_hash: hashSecret(b.deviceId) })
      return c.json({ options })
    })
    .post('/passkey/signin/finish', limit, async (c) => {
      const b = await readJsonBody(c, signInBody)
      const projectId = c.var.project.id
      const challenge = await spendChallenge(db, projectId, 'signin', b.response.response.clientDataJSON)
      const deviceHash = hashSecret(b.deviceId)
      if (challenge.device_hash !== deviceHash) throw passkeyRefused('This passkey request was made on another device')
      const passkey = await findPasskey(db, projectId, b.response.id)
      if (!passkey) throw passkeyRefused('This passkey does not open a wallet here')
      await verifyAssertion(db, rp(c), challenge, passkey, b.response)
      return c.json(await openPasskeySession(db, ttl, passkey.user_id, deviceHash, passkey.id, describeDevice(c.req.header('user-agent'))))
    })
    .post('/passkey/register/begin', limit, session, async (c) => {
      const { userId, tokenHash } = c.var.session
      await requireStepUp(db, c.var.session, 'add_login', c.req.header(STEP_UP_HEADER))
      const party = rp(c)
      const webauthnUserId = await userHandle(userId)
      const { rows } = await db.query<{ email: string | null; user_name: string | null }>('SELECT email, user_name FROM embedded_users WHERE id = $1', [userId])
      const name = rows[0]?.email ?? rows[0]?.user_name ?? `Wallet ${new Date().toISOString().slice(0, 10)}`
      const options = await registrationOptions(party, { webauthnUserId, name }, await userPasskeys(db, userId))
      await storeChallenge(db, c.var.project.id, options.challenge, { purpose: 'register', rp_id: party.rpId, user_id: userId, session_hash: tokenHash, webauthn_user_id: webauthnUserId })
      return c.json({ options })
    })
    .post('/passkey/register/finish', limit, session, async (c) => {
      const b = await readJsonBody(c, registerBody)
      const { userId, tokenHash } = c.var.session
      const challenge = await spendChallenge(db, c.var.project.id, 'register', b.response.response.clientDataJSON)
      if (challenge.user_id !== userId || challenge.session_hash !== tokenHash) throw passkeyRefused('This passkey request was made for another sign-in')
      const info = await verifyRegistration(rp(c), challenge, b.response)
      const device = describeDevice(c.req.header('user-agent'))
      const id = await insertPasskey(db, { projectId: c.var.project.id, userId, info, name: b.name ?? device, device, prf: b.response.clientExtensionResults.prf?.enabled === true })
      return c.json({ id, ...(await readSecurity(db, userId)) }, 201)
    })
    .get('/passkeys', session, async (c) => c.json(await readSecurity(db, c.var.session.userId)))
    .post('/passkeys/remove', session, async (c) => {
      const b = await readJsonBody(c, removeBody)
      const { userId } = c.var.session
      await requireStepUp(db, c.var.session, 'remove_login', c.req.header(STEP_UP_HEADER))
      const outcome = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM embedded_users WHERE id = $1 FOR UPDATE', [userId])
        const passkeys = await userPasskeys(tx, userId)
        if (!passkeys.some((p) => p.id === b.id)) return 'missing' as const
        if ((await countWaysIn(tx, userId)) <= 1) return 'last' as const
        const factor = await readSecurity(tx, userId)
        // The second factor needs something to be: a passkey left, or the authenticator app.
        if (factor.secondFactor.on && passkeys.length === 1 && !factor.secondFactor.totp) return 'lastFactor' as const
        await tx.query('DELETE FROM embedded_passkeys WHERE id = $1 AND user_id = $2', [b.id, userId])
        // The sessions it opened end with it (a lost phone's passkey removed signs the phone out).
        await endSessionsOpenedBy(tx, userId, { passkeyId: b.id }, c.var.session.tokenHash)
        return 'done' as const
      })
      if (outcome === 'missing') throw new ApiError(404, 'This passkey is not one of your wallet’s', 'id', { code: 'invalid_input' })
      if (outcome === 'last') throw new ApiError(409, 'This is the only way into your wallet: add another first', 'id', { code: 'last_login' })
      if (outcome === 'lastFactor') throw new ApiError(409, 'Your second factor needs this passkey: set up an authenticator app or turn the second factor off first', 'id', { code: 'last_factor' })
      return c.json(await readSecurity(db, userId))
    })

  /** The user's WebAuthn user handle: random, made on their first passkey, the same for every later one. */
  async function userHandle(userId: string): Promise<string> {
    const { rows } = await db.query<{ webauthn_user_id: string }>(
      'UPDATE embedded_users SET webauthn_user_id = coalesce(webauthn_user_id, $2) WHERE id = $1 RETURNING webauthn_user_id',
      [userId, randomBytes(32).toString('base64url')],
    )
    return rows[0]!.webauthn_user_id
  }
}

type RegistrationInfo = Awaited<ReturnType<typeof verifyRegistration>>

async function insertPasskey(
  db: Parameters<typeof findPasskey>[0],
  p: { projectId: string; userId: string; info: RegistrationInfo; name: string; device: string; prf: boolean },
): Promise<string> {
  const id = randomUUID()
  const { credential } = p.info
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO embedded_passkeys (id, project_id, user_id, credential_id, public_key, counter, transports, device_type, backed_up, name, device, prf)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (project_id, credential_id) DO NOTHING RETURNING id`,
    [id, p.projectId, p.userId, credential.id, Buffer.from(credential.publicKey).toString('base64url'), credential.counter, JSON.stringify(credential.transports ?? []), p.info.credentialDeviceType, p.info.credentialBackedUp, p.name, p.device, p.prf],
  )
  if (!rows.length) throw new ApiError(409, 'This passkey is already registered', 'response', { code: 'login_taken' })
  return id
}
