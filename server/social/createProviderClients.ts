import * as client from 'openid-client'
import { isLoopbackUrl } from './isLoopbackUrl.js'
import { SocialLoginError } from './SocialLoginError.js'
import { oidcProviders, type SocialProvider } from './SocialProvider.js'
import { providerDefaults, type SocialProviderConfig, type SocialProvidersConfig } from './SocialProviderConfig.js'

/** One provider's resolved settings and an openid-client Configuration for one login. */
export interface ProviderClient {
  provider: SocialProvider
  settings: SocialProviderConfig & { scope: string; responseMode?: 'form_post' }
  oidc: boolean
  /** A Configuration with the current client secret (Apple's is re-signed as it ages). */
  configuration(): Promise<client.Configuration>
  /** Keeps the provider's signing keys fetched during a login for the next one. */
  remember(configuration: client.Configuration): void
}

/**
 * Builds the openid-client side of each configured provider. OIDC providers' metadata is
 * discovered once and kept (their keys too); OAuth-2-only providers are described by their
 * endpoints. Plain http is allowed only on loopback (the local identity provider).
 */
export function createProviderClients(config: SocialProvidersConfig): Map<SocialProvider, ProviderClient> {
  const clients = new Map<SocialProvider, ProviderClient>()
  for (const [provider, given] of Object.entries(config) as [SocialProvider, SocialProviderConfig | undefined][]) {
    if (!given) continue
    const defaults = providerDefaults[provider]
    const oidc = oidcProviders.includes(provider)
    const settings = { ...given, scope: given.scope ?? defaults.scope, tokenEndpointAuthMethod: given.tokenEndpointAuthMethod ?? defaults.tokenEndpointAuthMethod, responseMode: defaults.responseMode }
    const urls = [settings.issuer, settings.authorizationEndpoint, settings.tokenEndpoint, settings.userEndpoint].filter((u): u is string => !!u)
    const insecure = urls.every(isLoopbackUrl)
    if (!oidc && (!settings.authorizationEndpoint || !settings.tokenEndpoint || !settings.userEndpoint)) {
      throw new SocialLoginError('SOCIAL_PROVIDER_NOT_CONFIGURED', `${provider} needs authorizationEndpoint, tokenEndpoint and userEndpoint`)
    }
    let metadata: Promise<client.ServerMetadata> | undefined
    let jwks: ReturnType<typeof client.getJwksCache>
    const serverMetadata = () => {
      if (!oidc) {
        return Promise.resolve<client.ServerMetadata>({
          issuer: settings.issuer,
          authorization_endpoint: settings.authorizationEndpoint,
          token_endpoint: settings.tokenEndpoint,
        })
      }
      metadata ??= client
        .discovery(new URL(settings.issuer), settings.clientId, undefined, undefined, insecure ? { execute: [client.allowInsecureRequests] } : {})
        .then((found): client.ServerMetadata => ({
          ...withoutHelpers(found.serverMetadata()),
          ...(settings.authorizationEndpoint && { authorization_endpoint: settings.authorizationEndpoint }),
          ...(settings.tokenEndpoint && { token_endpoint: settings.tokenEndpoint }),
        }))
        .catch((cause: unknown) => {
          metadata = undefined
          throw new SocialLoginError('SOCIAL_PROVIDER_UNAVAILABLE', `${provider} discovery failed`, { cause, details: settings.issuer })
        })
      return metadata
    }
    clients.set(provider, {
      provider,
      settings,
      oidc,
      async configuration() {
        const secret = typeof settings.clientSecret === 'function' ? await settings.clientSecret() : settings.clientSecret
        const auth = settings.tokenEndpointAuthMethod === 'client_secret_basic' ? client.ClientSecretBasic(secret) : client.ClientSecretPost(secret)
        const configuration = new client.Configuration(await serverMetadata(), settings.clientId, undefined, auth)
        if (insecure) client.allowInsecureRequests(configuration)
        if (jwks) client.setJwksCache(configuration, jwks)
        return configuration
      },
      remember(configuration) {
        jwks = client.getJwksCache(configuration) ?? jwks
      },
    })
  }
  return clients
}

// A discovered Configuration's metadata carries helper methods; keep only the JSON.
function withoutHelpers({ supportsPKCE: _, ...metadata }: ReturnType<client.Configuration['serverMetadata']>): client.ServerMetadata {
  return metadata
}
