import type { AirlockContext } from '../../kernel/context.js'
import type { PluginApis } from '../../kernel/registry.js'
import type { WalletList } from '../wallets/createWalletList.js'

/**
 * What `loadFeature` reaches by name: every feature's api (the controller its own views use,
 * `PluginApis`, built-in or a third party's), and the wallet list that Connect shows.
 */
export interface FeatureApis extends PluginApis {
  /** The wallets Connect lists (installed, recent, the registry's), connecting one, and WalletConnect pairing. */
  wallets: WalletList
}

/** The name of anything `loadFeature` reaches. */
export type FeatureApiName = keyof FeatureApis & string

/**
 * The api of feature `name` of `airlock`, for a host that draws its own UI: the same
 * controller its own views use (its `state`, a valtio proxy, and its actions), loaded and
 * set up on first use with none of the modal's code and none of any view's. One rule for
 * every feature, Airlock's and a third party's; `wallets` is the wallet list Connect shows.
 * Resolves once the feature's texts are loaded too (its `wordsLoaded`, when it has one).
 * Rejects with a `PluginError`: `FEATURE_OFF` when the config switched it off,
 * `PLUGIN_LOAD_FAILED` when no such feature exists or its code could not load.
 *
 * @example
 * const email = await loadFeature(airlock, 'email')
 * await email.submitEmail('ada@example.com') // then email.state.step is VERIFY_OTP
 */
export async function loadFeature<N extends FeatureApiName>(airlock: AirlockContext, name: N): Promise<FeatureApis[N]> {
  if (name === 'wallets') {
    const { createWalletList } = await (await import('../serviceDoors.js')).serviceDoors.walletList()
    return airlock.api.cache('walletList', () => createWalletList(airlock)) as FeatureApis[N]
  }
  const api = await airlock.plugins.api(name as keyof PluginApis & string)
  // A feature whose words load beside its code (featureWords) is ready once they are.
  await (api as { wordsLoaded?: Promise<void> }).wordsLoaded
  return api as FeatureApis[N]
}
