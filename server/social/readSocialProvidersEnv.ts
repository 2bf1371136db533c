import { createAppleClientSecret } from './createAppleClientSecret.js'
import { socialProviders } from './SocialProvider.js'
import { providerDefaults, type SocialProviderConfig, type SocialProvidersConfig } from './SocialProviderConfig.js'

/**
 * Reads the real providers' configuration from environment variables, for a deployment.
 * A provider is on when `AIRLOCK_SOCIAL_<NAME>_CLIENT_ID` is set (NAME: GOOGLE, APPLE,
 * GITHUB, X, DISCORD, FACEBOOK); it then needs `…_CLIENT_SECRET` (Apple: `…_TEAM_ID`,
 * `…_KEY_ID` and `…_PRIVATE_KEY` instead, from which the secret is signed) and a redirect URI:
 * `…_REDIRECT_URI`, or `AIRLOCK_SOCIAL_REDIRECT_URI` with `{provider}` in it. `…_ISSUER`,
 * `…_AUTHORIZATION_ENDPOINT`, `…_TOKEN_ENDPOINT`, `…_USER_ENDPOINT` and `…_SCOPE` override the
 * provider's defaults. A missing value throws naming the variable.
 * @example
 * createSocialLogin({ db, providers: readSocialProvidersEnv(process.env) })
 */
export function readSocialProvidersEnv(env: Record<string, string | undefined>): SocialProvidersConfig {
  const config: SocialProvidersConfig = {}
  for (const provider of socialProviders) {
    const prefix = `AIRLOCK_SOCIAL_${provider.toUpperCase()}_`
    const read = (name: string) => env[`${prefix}${name}`]?.trim() || undefined
    const required = (name: string) => {
      const value = read(name)
      if (!value) throw new Error(`Invalid ${prefix}${name}: required when ${prefix}CLIENT_ID is set`)
      return value
    }
    const clientId = read('CLIENT_ID')
    if (!clientId) continue
    const shared = env['AIRLOCK_SOCIAL_REDIRECT_URI']?.replace('{provider}', provider)
    const redirectUri = read('REDIRECT_URI') ?? shared
    if (!redirectUri) throw new Error(`Invalid ${prefix}REDIRECT_URI: required (or AIRLOCK_SOCIAL_REDIRECT_URI) when ${prefix}CLIENT_ID is set`)
    const clientSecret =
      provider === 'apple' && !read('CLIENT_SECRET')
        ? createAppleClientSecret({ clientId, teamId: required('TEAM_ID'), keyId: required('KEY_ID'), privateKey: required('PRIVATE_KEY').replace(/\\n/g, '\n') })
        : required('CLIENT_SECRET')
    const defaults = providerDefaults[provider]
    const entry: SocialProviderConfig = { issuer: read('ISSUER') ?? defaults.issuer, clientId, clientSecret, redirectUri, scope: read('SCOPE') ?? defaults.scope }
    for (const [key, name] of [['authorizationEndpoint', 'AUTHORIZATION_ENDPOINT'], ['tokenEndpoint', 'TOKEN_ENDPOINT'], ['userEndpoint', 'USER_ENDPOINT']] as const) {
      const value = read(name) ?? defaults[key]
      if (value) entry[key] = value
    }
    config[provider] = entry
  }
  return config
}
