import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The global the bundle assigns; `installSolanaInjectedWallet` wraps it so it never reaches the page. */
export const solanaInjectedWalletGlobal = '__airlockSolanaInjectedWalletModule'

let built: Promise<string> | undefined

/**
 * Bundles `solanaInjectedWallet.ts` with @solana/web3.js (and its `buffer` polyfill) into
 * one browser script (an IIFE assigning {@link solanaInjectedWalletGlobal}) and keeps it in
 * memory for the rest of the process.
 */
export function buildSolanaInjectedWallet(): Promise<string> {
  built ??= build({
    entryPoints: [fileURLToPath(new URL('./solanaInjectedWallet.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: solanaInjectedWalletGlobal,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  // A failed build is not cached, so the next caller tries again.
  built.catch(() => (built = undefined))
  return built
}
