import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const bundles = new Map<string, Promise<string>>()

/**
 * Bundles a test wallet's source (`entry`, a URL) with its dependencies into one browser
 * script, an IIFE assigning `globalName`, and keeps it in memory for the rest of the process.
 */
export function bundleForPage(entry: URL, globalName: string): Promise<string> {
  const path = fileURLToPath(entry)
  let bundle = bundles.get(path)
  if (!bundle) {
    bundle = build({
      entryPoints: [path],
      bundle: true,
      write: false,
      format: 'iife',
      globalName,
      platform: 'browser',
      target: 'es2022',
      minify: true,
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text)
    // A failed build is not kept, so the next caller tries again.
    bundle.catch(() => bundles.delete(path))
    bundles.set(path, bundle)
  }
  return bundle
}
