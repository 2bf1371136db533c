import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { AirlockError } from '../../errors/AirlockError.js'
import { projectRoot } from '../projectRoot.js'

/** The frame pages' script and its ETag. */
export interface FrameScript {
  code: string
  etag: string
}

/** Where `npm run build` writes the frame's script, for installs without the sources. */
export const prebuiltFrameScript = 'dist/frame/frame.js'

/**
 * Builds the frame pages' script (server/frame/page/main.ts with viem, @solana/web3.js,
 * shamir-secret-sharing and @hpke/core) for the browser with esbuild, in memory. A checkout
 * bundles its sources, so the script always matches them; an install without the sources
 * serves the copy `npm run build` wrote.
 */
export async function bundleFramePage(): Promise<FrameScript> {
  const root = projectRoot()
  const entry = join(root, 'server/frame/page/main.ts')
  let code: string
  if (existsSync(entry)) {
    let esbuild: typeof import('esbuild')
    try {
      esbuild = await import('esbuild')
    } catch (cause) {
      throw new AirlockError('FRAME_UNAVAILABLE', 'Bundling the frame from its sources needs esbuild (a development dependency)', { cause })
    }
    code = (await esbuild.build(await frameBuildOptions(entry))).outputFiles![0]!.text
  } else {
    code = readFileSync(join(root, prebuiltFrameScript), 'utf8')
  }
  return { code, etag: `"${createHash('sha256').update(code).digest('base64url').slice(0, 22)}"` }
}

/**
 * The esbuild options of the frame's script, shared with the build. The pages' message
 * catalogs (`./messages?all-catalogs`) compile as the library's do; the compiler is a
 * development dependency, so it loads only when a checkout bundles its sources.
 */
export async function frameBuildOptions(entry: string) {
  const { messageCatalogsEsbuild } = await import('../../scripts/messageCatalogs.mjs')
  return {
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm' as const,
    platform: 'browser' as const,
    target: 'es2022',
    minify: true,
    legalComments: 'none' as const,
    logLevel: 'silent' as const,
    // @solana/web3.js and its Buffer polyfill read these Node names; in a page they mean nothing more.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    plugins: [messageCatalogsEsbuild()],
  }
}
