import { join } from 'node:path'
import { AirlockError } from '../../errors/AirlockError.js'
import { projectRoot } from '../../server/projectRoot.js'

/**
 * Bundles the demo wallet page (local/walletDemo/page, with @walletconnect/sign-client and
 * viem) for the browser with esbuild, in memory. esbuild is a development dependency and is
 * loaded only here, when the page is first asked for; the demo wallet is a tool of the
 * local stack and needs the sources of a checkout.
 */
export async function bundleWalletPage(): Promise<string> {
  let esbuild: typeof import('esbuild')
  try {
    esbuild = await import('esbuild')
  } catch (cause) {
    throw new AirlockError('WALLET_DEMO_UNAVAILABLE', 'The demo wallet needs esbuild (a development dependency)', { cause })
  }
  const result = await esbuild.build({
    entryPoints: [join(projectRoot(), 'local/walletDemo/page/main.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    // The protocol client reads these Node names; in a page they mean nothing more.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
  return result.outputFiles[0]!.text
}
