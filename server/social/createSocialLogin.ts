import { createHash } from 'node:crypto'
import * as client from 'openid-client'
import type { Queryable } from '../api/db/Database.js'
import { createProviderClients } from './createProviderClients.js'
import { finishSocialLogin } from './finishSocialLogin.js'
import type { SocialIdentity } from './SocialIdentity.js'
import { SocialLoginError } from './SocialLoginError.js'
import { isSocialProvider, type SocialProvider } from './SocialProvider.js'
import type { SocialProvidersConfig } from './SocialProviderConfig.js'
import type { StateRow } from './StateRow.js'

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
  /** The provider's authorization URL. */
  url: string
  state: string
  expiresAt: Date
  /** The provider's redirect URI (the callback page) this login comes back to. */
  redirectUri: string
}

/** Binds a login to whoever began it (a hash of the frame's device id, say): the callback must show the same. */
export interface SocialLoginBinding {
  binding?: string
}

/** Options of `begin`: the binding, where a full-page login returns to, and whether a browser must claim it. */
export interface SocialLoginBeginOptions extends SocialLoginBinding {
  /**
   * The page a full-page (redirect) login goes back to, kept with the login on the server
   * (never in `state`): the callback learns it only from {@link SocialLogin.callback}. The
   * caller checks it is one of the project's pages.
   */
  returnTo?: string
  /**
   * The login finishes only in the browser that claims it first ({@link SocialLogin.claim}):
   * its callback must show that browser's secret, and the completion the code that callback saw.
   */
  browserBound?: boolean
}

/** The relying party of the six social providers. */
export interface SocialLogin {
  /** The configured providers. */
  providers: SocialProvider[]
  /** Starts the authorization code flow: PKCE (S256), `state`, and `nonce` for OIDC providers. */
  begin(provider: SocialProvider, options?: SocialLoginBeginOptions): Promise<SocialLoginStart>
  /**
   * A browser takes a browser-bound login as its own: the first `browser` secret given (or the
   * same one again) gets the provider's URL; any other is refused (`SOCIAL_BAD_STATE`).
   */
  claim(state: string, browser: string): Promise<string>
  /**
   * The callback reached the browser that claimed the login: records the code it brought and
   * answers the page the login returns to (null for a popup login). Another browser, or an
   * unknown or expired state, is `SOCIAL_BAD_STATE`.
   */
  callback(state: string, browser: string, code: string | undefined): Promise<{ returnTo: string | null }>
  /**
   * Finishes a login from the callback's parameters (the query, or Apple's posted form): the
   * state is used up, the binding and (browser-bound) the code its callback saw are checked,
   * the code exchanged with the PKCE verifier, the ID token checked (issuer, audience,
   * signature, nonce) or the user API asked, and the person returned.
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
  const unknown = () => new SocialLoginError('SOCIAL_BAD_STATE', 'This sign-in is unknown, used, expired or was begun in another browser; start again')
  return {
    providers: [...clients.keys()],
    async begin(provider, { binding, returnTo, browserBound = false } = {}) {
      const rp = configured(provider)
      const configuration = await rp.configuration()
      const codeVerifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
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
        `INSERT INTO social_login_states (state, provider, code_verifier, nonce, redirect_uri, binding_hash, expires_at, return_to, authorization_url, browser_bound)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [state, provider, codeVerifier, nonce ?? null, rp.settings.redirectUri, binding === undefined ? null : hash(binding), expiresAt, returnTo ?? null, url.href, browserBound],
      )
      return { url: url.href, state, expiresAt, redirectUri: rp.settings.redirectUri }
    },
    async claim(state, browser) {
      const { rows } = await db.query<{ authorization_url: string }>(
        `UPDATE social_login_states SET browser_hash = $2
         WHERE state = $1 AND browser_bound AND expires_at > now() AND (browser_hash IS NULL OR browser_hash = $2)
         RETURNING authorization_url`,
        [state, hash(browser)],
      )
      if (!rows[0]) throw unknown()
      return rows[0].authorization_url
    },
    async callback(state, browser, code) {
      const { rows } = await db.query<{ return_to: string | null }>(
        `UPDATE social_login_states SET callback_code_hash = $3
         WHERE state = $1 AND browser_bound AND browser_hash = $2 AND expires_at > now()
         RETURNING return_to`,
        [state, hash(browser), hash(code ?? '')],
      )
      if (!rows[0]) throw unknown()
      return { returnTo: rows[0].return_to }
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
      if (row.browser_bound && (row.callback_code_hash === null || row.callback_code_hash !== hash(params.get('code') ?? ''))) {
        throw new SocialLoginError('SOCIAL_BAD_STATE', 'This sign-in did not come back to the browser that began it')
      }
      return finishSocialLogin(configured(row.provider), row, params)
    },
  }
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('base64url')
}
