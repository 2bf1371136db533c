import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The global the bundle assigns; `installInjectedWallet` wraps it so it never reaches the page. */
export const injectedWalletGlobal = '__airlockInjectedWalletModule'

let built: Promise<string> | undefined

/**
 * Bundles `injectedWallet.ts` and viem into one browser script (an IIFE assigning
 * {@link injectedWalletGlobal}) and keeps it in memory for the rest of the process.
 */
export function buildInjectedWallet(): Promise<string> {
  built ??= build({
    entryPoints: [fileURLToPath(new URL('./injectedWallet.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: injectedWalletGlobal,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  // A failed build is not cached, so the next caller tries again.
  built.catch(() => (built = undefined))
  return built
}
