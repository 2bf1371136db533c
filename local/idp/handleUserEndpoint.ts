import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Provider } from 'oidc-provider'
import type { IdpAccount } from './IdpAccount.js'
import type { IssuerProfile } from './issuerProfiles.js'

/**
 * An OAuth-2-only stand-in's user endpoint (GitHub's /user, X's /2/users/me, Discord's
 * /users/@me, Facebook's /me): a Bearer access token this issuer granted for its API, with
 * one of the API's scopes, answers the person in the real provider's shape; anything else 401.
 */
export async function handleUserEndpoint(
  issuer: Provider,
  profile: IssuerProfile,
  apiResource: string,
  accounts: Map<string, IdpAccount>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
    response.end(JSON.stringify(body))
  }
  if (request.method !== 'GET') return send(405, { message: 'Method not allowed' }, { allow: 'GET' })
  const value = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  const token = value ? await issuer.AccessToken.find(value) : undefined
  const account = token?.accountId ? accounts.get(token.accountId) : undefined
  const scopes = new Set(String(token?.scope ?? '').split(' '))
  if (!token || token.isExpired || token.aud !== apiResource || !profile.apiScopes!.some((s) => scopes.has(s)) || !account) {
    return send(401, { message: 'Bad credentials' }, { 'www-authenticate': 'Bearer error="invalid_token"' })
  }
  send(200, profile.userResponse!(account, new URL(request.url ?? '/', 'http://localhost')))
}
