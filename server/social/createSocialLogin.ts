import { createHash } from 'node:crypto'
import * as client from 'openid-client'
import type { Queryable } from '../api/db/Database.js'
import { createProviderClients } from './createProviderClients.js'
import { finishSocialLogin } from './finishSocialLogin.js'
import type { SocialIdentity } from './SocialIdentity.js'
import { SocialLoginError } from './SocialLoginError.js'
import { isSocialProvider, type SocialProvider } from './SocialProvider.js'
import type { SocialProvidersConfig } from './SocialProviderConfig.js'

/** Options of {@link createSocialLogin}. */
export interface SocialLoginOptions {
  /** The API's store: logins in progress live there, so any instance can finish what another began. */
  db: Queryable
  providers: SocialProvidersConfig
  /** How long a begun login may take to come back. Default 600 s. */
  stateTtlSeconds?: number
}

/** A login begun: where to send the person, and the state the callback must bring back. */
export interface SocialLoginStart {
  url: string
  state: string
  expiresAt: Date
}

/** Binds a login to whoever began it (a hash of the frame session, say): the callback must show the same. */
export interface SocialLoginBinding {
  binding?: string
}

/** Options of `begin`: the binding, and where a full-page login returns to. */
export interface SocialLoginBeginOptions extends SocialLoginBinding {
  /**
   * The page a full-page (redirect) login goes back to, carried in `state` after a dot
   * (see {@link readStateReturnTo}) so the callback page can find it without a call. The
   * caller checks it is one of the project's origins; a changed `state` matches no login.
   */
  returnTo?: string
}

/** The relying party of the six social providers. */
export interface SocialLogin {
  /** The configured providers. */
  providers: SocialProvider[]
  /** Starts the authorization code flow: PKCE (S256), `state`, and `nonce` for OIDC providers. */
  begin(provider: SocialProvider, options?: SocialLoginBeginOptions): Promise<SocialLoginStart>
  /**
   * Finishes a login from the callback's parameters (the query, or Apple's posted form): the
   * state is used up, the code exchanged with the PKCE verifier, the ID token checked
   * (issuer, audience, signature, nonce) or the user API asked, and the person returned.
   */
  complete(callback: URLSearchParams | Record<string, string>, options?: SocialLoginBinding): Promise<SocialIdentity>
}

/**
 * Creates the social login relying party the frame backend calls: openid-client against
 * the real providers or the local identity provider, with the same configuration fields.
 * Nothing about a login in progress is kept in memory.
 * @example
 * const social = createSocialLogin({ db, providers: localSocialProviders(idp.issuers, client) })
 * const { url } = await social.begin('github')          // send the person to url
 * const person = await social.complete(callbackQuery)  // { provider, subject, username, email }
 */
export function createSocialLogin(options: SocialLoginOptions): SocialLogin {
  const clients = createProviderClients(options.providers)
  const ttl = options.stateTtlSeconds ?? 600
  const { db } = options
  const configured = (provider: unknown) => {
    const found = isSocialProvider(provider) ? clients.get(provider) : undefined
    if (!found) throw new SocialLoginError('SOCIAL_PROVIDER_NOT_CONFIGURED', `Social provider ${String(provider)} is not configured`)
    return found
  }
  return {
    providers: [...clients.keys()],
    async begin(provider, { binding, returnTo } = {}) {
      const rp = configured(provider)
      const configuration = await rp.configuration()
      const codeVerifier = client.randomPKCECodeVerifier()
      const state = returnTo === undefined ? client.randomState() : `${client.randomState()}.${Buffer.from(returnTo).toString('base64url')}`
      const nonce = rp.oidc ? client.randomNonce() : undefined
      const expiresAt = new Date(Date.now() + ttl * 1000)
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: rp.settings.redirectUri,
        scope: rp.settings.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        ...(nonce && { nonce }),
        ...(rp.settings.responseMode && { response_mode: rp.settings.responseMode }),
      })
      await db.query('DELETE FROM social_login_states WHERE expires_at < now()')
      await db.query(
        `INSERT INTO social_login_states (state, provider, code_verifier, nonce, redirect_uri, binding_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [state, provider, codeVerifier, nonce ?? null, rp.settings.redirectUri, binding === undefined ? null : hash(binding), expiresAt],
      )
      return { url: url.href, state, expiresAt }
    },
    async complete(callback, { binding } = {}) {
      const params = callback instanceof URLSearchParams ? callback : new URLSearchParams(callback)
      const state = params.get('state')
      if (!state) throw new SocialLoginError('SOCIAL_BAD_STATE', 'The callback carries no state')
      // Used up at once: a second callback with the same state finds nothing.
      const { rows } = await db.query<StateRow>('DELETE FROM social_login_states WHERE state = $1 RETURNING *', [state])
      const row = rows[0]
      if (!row || row.expires_at.getTime() <= Date.now()) {
        throw new SocialLoginError('SOCIAL_BAD_STATE', 'This sign-in is unknown, used or expired; start again')
      }
      if (row.binding_hash !== null && (binding === undefined || hash(binding) !== row.binding_hash)) {
        throw new SocialLoginError('SOCIAL_BAD_STATE', 'This sign-in was begun by someone else')
      }
      return finishSocialLogin(configured(row.provider), row, params)
    },
  }
}

/** A login in progress, as stored. */
export interface StateRow {
  state: string
  provider: SocialProvider
  code_verifier: string
  nonce: string | null
  redirect_uri: string
  binding_hash: string | null
  expires_at: Date
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('base64url')
}
