import { oidcProviders, socialProviders, type SocialProvider } from '../../server/social/SocialProvider.js'
import type { SocialProvidersConfig } from '../../server/social/SocialProviderConfig.js'
import { issuerProfiles } from './issuerProfiles.js'

/** The client the local identity provider knows the backend by. */
export interface LocalSocialClient {
  clientId: string
  clientSecret: string
  /** The backend's callback; `{provider}` in it is replaced by each provider's name. */
  redirectUri: string
}

/**
 * The relying-party configuration that reaches the local identity provider: the same fields
 * a deployment fills in for the real providers (an issuer for google and apple, explicit
 * authorization, token and user endpoints for the others).
 * @example
 * createSocialLogin({ db, providers: localSocialProviders(idp.issuers, { clientId, clientSecret, redirectUri }) })
 */
export function localSocialProviders(issuers: Record<SocialProvider, string>, local: LocalSocialClient): SocialProvidersConfig {
  return Object.fromEntries(
    socialProviders.map((provider) => {
      const issuer = issuers[provider]
      const common = { issuer, clientId: local.clientId, clientSecret: local.clientSecret, redirectUri: local.redirectUri.replace('{provider}', provider) }
      if (oidcProviders.includes(provider)) return [provider, common]
      const userPath = issuerProfiles[provider].userPath!
      return [
        provider,
        {
          ...common,
          authorizationEndpoint: `${issuer}/auth`,
          tokenEndpoint: `${issuer}/token`,
          userEndpoint: `${issuer}${userPath}${provider === 'facebook' ? '?fields=id,name,email' : ''}`,
        },
      ]
    }),
  )
}
