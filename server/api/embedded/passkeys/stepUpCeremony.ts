import type { Context } from 'hono'
import type { z } from 'zod'
import type { StepUpAction } from '../../../../adapters/embedded/protocol/stepUpActions.js'
import { ApiError } from '../../http/ApiError.js'
import type { EmbeddedDeps } from '../EmbeddedDeps.js'
import type { EmbeddedEnv, EmbeddedSession } from '../EmbeddedEnv.js'
import { authenticationOptions, passkeyRefused, verifyAssertion } from './passkeyCeremonies.js'
import { readSecurity, userPasskeys } from './passkeyRows.js'
import { relyingParty } from './relyingParty.js'
import { grantStepUp } from './stepUpTokens.js'
import { verifyTotp } from './verifyTotp.js'
import type { authenticationInput } from './webauthnInput.js'
import { spendChallenge, storeChallenge } from './webauthnChallenges.js'

/** What a step-up is made for: one action (and subject) of one session. */
export interface StepUpTarget {
  session: EmbeddedSession
  action: StepUpAction
  subject: string | null
}

const partyOf = (deps: EmbeddedDeps, c: Context<EmbeddedEnv>) => relyingParty(deps.embedded, c.req.header('origin'), c.var.project.allowedOrigins)

/**
 * Begins a step-up: an assertion's options for the user's passkeys, its challenge bound to the
 * target's session, action and subject; `options` null when the user has no passkey. `methods`
 * says which proofs `finishStepUp` takes.
 */
export async function beginStepUp(deps: EmbeddedDeps, c: Context<EmbeddedEnv>, target: StepUpTarget) {
  const { db } = deps
  const { userId, tokenHash } = target.session
  const passkeys = await userPasskeys(db, userId)
  const security = await readSecurity(db, userId)
  if (!passkeys.length) return { options: null, methods: { passkey: false, totp: security.secondFactor.totp } }
  const party = partyOf(deps, c)
  const options = await authenticationOptions(party, passkeys)
  await storeChallenge(db, c.var.project.id, options.challenge, { purpose: 'step_up', rp_id: party.rpId, user_id: userId, session_hash: tokenHash, action: target.action, subject: target.subject })
  return { options, methods: { passkey: true, totp: security.secondFactor.totp } }
}

/**
 * Finishes a step-up: a verified assertion whose challenge was issued for exactly the target
 * (its session, action and subject), or an authenticator-app code, buys a step-up token for it
 * (`grantStepUp`: 5 minutes, one use).
 */
export async function finishStepUp(deps: EmbeddedDeps, c: Context<EmbeddedEnv>, target: StepUpTarget, proof: { response: z.infer<typeof authenticationInput> } | { totp: string }) {
  const { db, embedded } = deps
  const { session, action, subject } = target
  if ('totp' in proof) {
    await verifyTotp(db, embedded.recoveryKey, session.userId, proof.totp.trim(), true)
    return grantStepUp(db, session, { action, subject, method: 'totp' })
  }
  const challenge = await spendChallenge(db, c.var.project.id, 'step_up', proof.response.response.clientDataJSON)
  if (challenge.user_id !== session.userId || challenge.session_hash !== session.tokenHash) throw passkeyRefused('This passkey request was made for another sign-in')
  // Bound to the action (and transaction) it was made for: never good for another.
  if (challenge.action !== action || challenge.subject !== subject) {
    throw new ApiError(403, `This confirmation was made for ${challenge.action ?? 'another action'}, not ${action}`, 'action', { code: 'step_up_required', action })
  }
  const passkey = (await userPasskeys(db, session.userId)).find((row) => row.credential_id === proof.response.id)
  if (!passkey) throw passkeyRefused('This passkey is not one of your wallet’s')
  await verifyAssertion(db, partyOf(deps, c), challenge, passkey, proof.response)
  return grantStepUp(db, session, { action, subject, method: 'passkey' })
}
