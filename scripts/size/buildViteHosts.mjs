// Builds the size fixture's pages with Vite, the bundler of `npm create vite`, as such a host
// does (its default production build, @vitejs/plugin-react), each page on its own: with
// Airlock (test/size/startup.tsx), without it (withoutAirlock.tsx), with one more
// third-party feature (withPlugin.tsx), and headless with the host's own UI (headless.tsx). A
// page's start-up is what its HTML loads before it runs: the entry script and the chunks it
// preloads.
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { gzipSize } from './gzipSize.mjs'
import { root } from './prepareHostSources.mjs'

const pages = { startup: 'startup.tsx', withoutAirlock: 'withoutAirlock.tsx', withPlugin: 'withPlugin.tsx', headless: 'headless.tsx' }

/** The JS files an HTML page of Vite's build loads at start-up, with their gzip sizes. */
function startupFiles(outDir, html) {
  const text = readFileSync(resolve(outDir, html), 'utf8')
  const files = [...new Set([...text.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]))]
  return Object.fromEntries(files.map((file) => [file, gzipSize(resolve(outDir, file))]))
}

/** Builds each page of `hostsDir` into .size/vite/<page> and returns each page's start-up files. */
export async function buildViteHosts(hostsDir) {
  const result = {}
  for (const [page, entry] of Object.entries(pages)) {
    const html = `${page}.html`
    await writeFile(resolve(hostsDir, html), `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>${page}</title></head>\n<body><div id="root"></div><script type="module" src="/test/size/${entry}"></script></body></html>\n`)
    const outDir = resolve(root, '.size/vite', page)
    await build({
      root: hostsDir,
      configFile: false,
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, rollupOptions: { input: resolve(hostsDir, html) } },
    })
    result[page] = startupFiles(outDir, basename(html))
  }
  return result
}
