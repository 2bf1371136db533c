import { bundleForPage } from './bundleForPage.js'

/** The global the bundle assigns; `installInjectedWallet` wraps it so it never reaches the page. */
export const injectedWalletGlobal = '__airlockInjectedWalletModule'

/** `injectedWallet.ts` and viem as one browser script assigning {@link injectedWalletGlobal}. */
export function buildInjectedWallet(): Promise<string> {
  return bundleForPage(new URL('./injectedWallet.ts', import.meta.url), injectedWalletGlobal)
}
