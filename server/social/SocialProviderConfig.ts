import type { SocialProvider } from './SocialProvider.js'

/**
 * How the backend reaches one provider: the same fields for the real provider and for the
 * local identity provider. OpenID Connect providers (google, apple) need only `issuer`
 * (discovery); the others need the three endpoints.
 */
export interface SocialProviderConfig {
  /** The issuer: discovered for OIDC providers; for the others, checked against an `iss` in the callback. */
  issuer: string
  /** OAuth-2-only providers (and overrides): where the person is sent to sign in. */
  authorizationEndpoint?: string
  tokenEndpoint?: string
  /** OAuth-2-only providers: the user API answering who the access token belongs to. */
  userEndpoint?: string
  clientId: string
  /** Stays on the backend. A function is asked per login (Apple's secret is a short-lived JWT). */
  clientSecret: string | (() => string | Promise<string>)
  /** This backend's callback, registered with the provider exactly as written here. */
  redirectUri: string
  /** Default: the provider's entry in {@link providerDefaults}. */
  scope?: string
  /** Default: the provider's entry in {@link providerDefaults}. */
  tokenEndpointAuthMethod?: 'client_secret_post' | 'client_secret_basic'
}

/** Configuration for some or all of the six providers; a login with one not listed is refused. */
export type SocialProvidersConfig = Partial<Record<SocialProvider, SocialProviderConfig>>

/** What each real provider needs beside its client's id, secret and redirect URI. */
export const providerDefaults: Record<SocialProvider, Omit<SocialProviderConfig, 'clientId' | 'clientSecret' | 'redirectUri'> & { scope: string; responseMode?: 'form_post' }> = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  // Apple posts the answer back (form_post) whenever name or email is asked for.
  apple: { issuer: 'https://appleid.apple.com', scope: 'openid name email', responseMode: 'form_post' },
  github: {
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userEndpoint: 'https://api.github.com/user',
    scope: 'read:user user:email',
  },
  x: {
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    tokenEndpointAuthMethod: 'client_secret_basic',
  },
  discord: {
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userEndpoint: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scope: 'public_profile email',
  },
}
