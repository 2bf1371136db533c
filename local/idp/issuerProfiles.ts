import type { SocialProvider } from '../../server/social/SocialProvider.js'
import type { IdpAccount } from './IdpAccount.js'

/** How one stand-in issuer behaves like the provider it replaces. */
export interface IssuerProfile {
  /** OpenID Connect (ID tokens, discovery) or OAuth 2.0 with a user endpoint only. */
  oidc: boolean
  /** The token endpoint authentication the real provider expects from a web backend. */
  tokenEndpointAuthMethod: 'client_secret_post' | 'client_secret_basic'
  /** OAuth-2-only providers: the scopes their user API grants, and where that API answers. */
  apiScopes?: string[]
  userPath?: string
  /** The user endpoint's answer, in the real provider's shape. */
  userResponse?(account: IdpAccount, url: URL): unknown
}

/** The six stand-ins. User endpoints sit at the real providers' paths under each issuer. */
export const issuerProfiles: Record<SocialProvider, IssuerProfile> = {
  google: { oidc: true, tokenEndpointAuthMethod: 'client_secret_post' },
  apple: { oidc: true, tokenEndpointAuthMethod: 'client_secret_post' },
  github: {
    oidc: false,
    tokenEndpointAuthMethod: 'client_secret_post',
    apiScopes: ['read:user', 'user:email'],
    userPath: '/api/user',
    userResponse: (a) => ({ id: Number(a.sub), login: a.username, name: a.name, email: a.email }),
  },
  x: {
    oidc: false,
    tokenEndpointAuthMethod: 'client_secret_basic',
    apiScopes: ['users.read', 'tweet.read'],
    userPath: '/2/users/me',
    userResponse: (a) => ({ data: { id: a.sub, name: a.name, username: a.username } }),
  },
  discord: {
    oidc: false,
    tokenEndpointAuthMethod: 'client_secret_post',
    apiScopes: ['identify', 'email'],
    userPath: '/api/users/@me',
    userResponse: (a) => ({ id: a.sub, username: a.username.toLowerCase(), global_name: a.name, email: a.email, verified: true }),
  },
  facebook: {
    oidc: false,
    tokenEndpointAuthMethod: 'client_secret_post',
    apiScopes: ['public_profile', 'email'],
    userPath: '/me',
    // The Graph API answers the fields asked for, id and name by default.
    userResponse: (a, url) => {
      const all: Record<string, string> = { id: a.sub, name: a.name, email: a.email }
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',').map((f) => f.trim())
      return Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]]))
    },
  },
}
