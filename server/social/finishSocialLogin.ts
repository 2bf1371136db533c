import * as client from 'openid-client'
import type { ProviderClient } from './createProviderClients.js'
import type { StateRow } from './StateRow.js'
import { readSocialIdentity } from './readSocialIdentity.js'
import type { SocialIdentity } from './SocialIdentity.js'
import { SocialLoginError } from './SocialLoginError.js'

/**
 * The callback half of a login whose state checked out: a provider error becomes a coded
 * error (`access_denied` is the person's refusal), then the code is exchanged and the person
 * read from the ID token (OIDC) or the user endpoint (OAuth 2 only).
 */
export async function finishSocialLogin(rp: ProviderClient, row: StateRow, params: URLSearchParams): Promise<SocialIdentity> {
  const error = params.get('error')
  if (error === 'access_denied') throw new SocialLoginError('SOCIAL_CONSENT_DENIED', `The person declined to sign in with ${rp.provider}`)
  if (error) {
    throw new SocialLoginError('SOCIAL_PROVIDER_ERROR', `${rp.provider} refused the sign-in`, { details: `${error}: ${params.get('error_description') ?? ''}` })
  }
  const configuration = await rp.configuration()
  const current = new URL(row.redirect_uri)
  for (const [key, value] of params) current.searchParams.append(key, value)
  try {
    const tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: row.state,
      ...(row.nonce && { expectedNonce: row.nonce }),
      idTokenExpected: rp.oidc,
    })
    rp.remember(configuration)
    if (rp.oidc) return readSocialIdentity(rp.provider, tokens.claims())
    const response = await client.fetchProtectedResource(configuration, tokens.access_token, new URL(rp.settings.userEndpoint!), 'GET')
    if (!response.ok) throw new SocialLoginError('SOCIAL_PROVIDER_ERROR', `${rp.provider}'s user endpoint answered ${response.status}`)
    return readSocialIdentity(rp.provider, await response.json())
  } catch (cause) {
    if (cause instanceof SocialLoginError) throw cause
    throw new SocialLoginError(failureOf(cause), `The sign-in with ${rp.provider} could not be completed`, {
      cause,
      details: cause instanceof Error ? cause.message : String(cause),
    })
  }
}

// Whose failure it was. fetch rejects with a TypeError whose cause carries the socket's code
// (ECONNREFUSED …): the provider is away. The token endpoint's `invalid_grant` (a code it did
// not issue, or used already) and openid-client's checks of the callback and what it led to
// (issuer, state, ID token claims and signature, nonce: a ClientError with an OAUTH_ code)
// refuse the callback itself. A provider answering what is not JSON or not OAuth, or another
// error (invalid_client, a 5xx), is the provider's or the operator's.
const providersAnswer = new Set(['OAUTH_RESPONSE_IS_NOT_JSON', 'OAUTH_RESPONSE_IS_NOT_CONFORM'])
function failureOf(cause: unknown): 'SOCIAL_PROVIDER_UNAVAILABLE' | 'SOCIAL_BAD_CALLBACK' | 'SOCIAL_PROVIDER_ERROR' {
  if (cause instanceof TypeError && typeof (cause.cause as { code?: unknown } | undefined)?.code === 'string') return 'SOCIAL_PROVIDER_UNAVAILABLE'
  if (cause instanceof client.ResponseBodyError) return cause.error === 'invalid_grant' ? 'SOCIAL_BAD_CALLBACK' : 'SOCIAL_PROVIDER_ERROR'
  if (cause instanceof client.ClientError && cause.code?.startsWith('OAUTH_') && !providersAnswer.has(cause.code)) return 'SOCIAL_BAD_CALLBACK'
  return 'SOCIAL_PROVIDER_ERROR'
}
