import type { Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider'
import type { SocialProvider } from '../../server/social/SocialProvider.js'
import { createMemoryAdapter, type IdpClientMetadata } from './createMemoryAdapter.js'
import { devSigningKeys } from './devSigningKeys.js'
import type { IdpAccount } from './IdpAccount.js'
import { issuerProfiles } from './issuerProfiles.js'
import { loadOidcProvider } from './loadOidcProvider.js'
import { escapeHtml, pageHtml } from '../stack/pageHtml.js'

/** A client the local issuers accept: the same id, secret and redirect URIs at all six. */
export interface IdpClient {
  clientId: string
  /** The name the sign-in page shows; default the client id. */
  clientName?: string
  clientSecret: string
  redirectUris: string[]
}

/** Options of {@link createIssuer}. */
export interface IssuerOptions {
  provider: SocialProvider
  /** `http://HOST:PORT/<provider>`: oidc-provider serves its routes under this path. */
  issuer: string
  clients: () => IdpClient[]
  /** The people this issuer has signed in, by `sub`. */
  accounts: Map<string, IdpAccount>
  /** Keys that sign this issuer's cookies. */
  cookieKeys: string[]
}

/** Where an OAuth-2-only stand-in's user API lives; its access tokens are issued for it. */
export function apiResourceOf(issuer: string): string {
  return `${issuer}/api`
}

/**
 * One stand-in provider: an oidc-provider instance with its own signing key and cookie names,
 * authorization code flow with PKCE required, and a sign-in page at `<issuer>/interaction/:uid`
 * that is shown on every authorization (a person can sign in as someone else each time).
 * OpenID Connect stand-ins (google, apple) put the person's claims in the ID token; the
 * others issue opaque access tokens for their user API, as the real providers do.
 */
export async function createIssuer(options: IssuerOptions): Promise<Provider> {
  const { default: Provider, interactionPolicy, errors } = await loadOidcProvider()
  const { provider: name, issuer, accounts } = options
  const profile = issuerProfiles[name]
  const apiResource = apiResourceOf(issuer)

  const policy = interactionPolicy.base()
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('sign_in_each_time', 'the local sign-in page is shown on every authorization', (ctx) =>
      ctx.oidc.result?.['login'] ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  )

  const toMetadata = (client: IdpClient): IdpClientMetadata => ({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    ...(client.clientName && { client_name: client.clientName }),
    redirect_uris: client.redirectUris,
    token_endpoint_auth_method: profile.tokenEndpointAuthMethod,
    response_types: ['code'],
    grant_types: ['authorization_code'],
  })

  const configuration: Configuration = {
    adapter: createMemoryAdapter(() => options.clients().filter((c) => c.redirectUris.length > 0).map(toMetadata)),
    jwks: { keys: [devSigningKeys[name]] },
    cookies: {
      keys: options.cookieKeys,
      // Cookies are not separated by port or path: each issuer needs names of its own.
      names: { session: `${name}_session`, interaction: `${name}_interaction`, resume: `${name}_resume` },
    },
    scopes: profile.oidc ? ['openid', 'email', 'profile', 'name'] : ['openid'],
    claims: { email: ['email', 'email_verified'], profile: ['name', 'preferred_username'], name: ['name'] },
    // Google's and Apple's ID tokens carry the email; the default would hold it for userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    // Seconds. A sign-in page may wait for a person; what it issues is short-lived.
    ttl: { Interaction: 900, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: profile.oidc
        ? { enabled: false }
        : {
            enabled: true,
            defaultResource: () => apiResource,
            useGrantedResource: () => true,
            getResourceServerInfo: (_ctx, resource) => {
              if (resource !== apiResource) throw new errors.InvalidTarget()
              return { scope: profile.apiScopes!.join(' '), accessTokenFormat: 'opaque', audience: apiResource }
            },
          },
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name, preferred_username: account.username }),
      }
    },
    interactions: { url: (_ctx, interaction) => `${new URL(issuer).pathname}/interaction/${interaction.uid}`, policy },
    // The person allowed the app on the sign-in page: the grant is everything it asked for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx
      const accountId = oidc.session?.accountId
      if (!oidc.client || !accountId) return undefined
      if (oidc.result?.['allowed'] !== true) {
        const existing = oidc.session?.grantIdFor(oidc.client.clientId)
        return existing ? oidc.provider.Grant.find(existing) : undefined
      }
      const grant = new oidc.provider.Grant({ accountId, clientId: oidc.client.clientId })
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '))
      for (const [resource, server] of Object.entries(oidc.resourceServers ?? {})) {
        const granted = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope))
        grant.addResourceScope(resource, granted.join(' '))
      }
      await grant.save()
      return grant
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = pageHtml(
        'Sign-in error',
        `<h1>Sign-in could not go on</h1><p class="error" role="alert">${escapeHtml(String(out.error_description ?? out.error))}</p><p class="muted">Error: <code>${escapeHtml(String(out.error))}</code>. Close this window and start again from the app.</p>`,
      )
    },
  }
  return new Provider(issuer, configuration)
}
