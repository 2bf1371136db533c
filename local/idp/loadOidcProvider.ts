/** The oidc-provider module, whose default export is the Provider class. */
export type OidcProviderModule = typeof import('oidc-provider')

let loaded: Promise<OidcProviderModule> | undefined

/**
 * Imports oidc-provider once. Its import warns "Unsupported runtime" on Node 20, where it
 * works (measured): that one line is held back so `npm start` shows only what matters.
 * oidc-provider is a development dependency: the local identity provider is a tool of the
 * local stack, never part of a deployment.
 */
export function loadOidcProvider(): Promise<OidcProviderModule> {
  loaded ??= (async () => {
    const warn = console.warn
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return
      warn(...args)
    }
    try {
      return await import('oidc-provider')
    } finally {
      console.warn = warn
    }
  })()
  return loaded
}
