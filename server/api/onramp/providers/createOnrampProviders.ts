import type { ApiContext } from '../../ApiContext.js'
import { createCoinbaseProvider, type CoinbaseProviderOptions } from './createCoinbaseProvider.js'
import { createMeldProvider, type MeldProviderOptions } from './createMeldProvider.js'
import { createSandboxProvider } from './createSandboxProvider.js'
import type { OnrampProvider } from './OnrampProvider.js'

/** A real provider's configuration, by its name; the sandbox needs none (`onrampSandbox`). */
export type OnrampProviderConfig = CoinbaseProviderOptions | MeldProviderOptions

/**
 * The providers this API quotes and opens checkouts with: the sandbox first when it is on,
 * then each configured real provider once. A configuration whose name this API does not
 * know is dropped and reported (SPEC §4: known provider names only).
 */
export function createOnrampProviders(ctx: ApiContext, configs: readonly { name: string }[]): OnrampProvider[] {
  const providers: OnrampProvider[] = ctx.onrampSandbox ? [createSandboxProvider(ctx)] : []
  const report = (error: unknown) => ctx.report(error, 'onramp provider')
  for (const config of configs) {
    if (providers.some((p) => p.name === config.name)) continue
    if (config.name === 'coinbase') providers.push(createCoinbaseProvider(config as CoinbaseProviderOptions, report))
    else if (config.name === 'meld') providers.push(createMeldProvider(config as MeldProviderOptions, report))
    else report(new Error(`Unknown onramp provider '${String(config.name).slice(0, 40)}' dropped`))
  }
  return providers
}
