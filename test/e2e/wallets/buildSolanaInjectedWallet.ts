import { bundleForPage } from './bundleForPage.js'

/** The global the bundle assigns; `installSolanaInjectedWallet` wraps it so it never reaches the page. */
export const solanaInjectedWalletGlobal = '__airlockSolanaInjectedWalletModule'

/**
 * `solanaInjectedWallet.ts` with @solana/web3.js (and its `buffer` polyfill) as one browser
 * script assigning {@link solanaInjectedWalletGlobal}.
 */
export function buildSolanaInjectedWallet(): Promise<string> {
  return bundleForPage(new URL('./solanaInjectedWallet.ts', import.meta.url), solanaInjectedWalletGlobal)
}
