// Message catalogs, compiled at build time. A folder of catalogs holds one `<locale>.json` per
// locale (flat: message id → ICU MessageFormat string). Source code imports the folder:
//
//   import catalogs from './messages?catalogs'       English in the chunk, other locales lazy
//   import catalogs from './messages?all-catalogs'   every locale in the chunk (start-up strings)
//
// Each catalog becomes a module of functions (@messageformat/core's compileModule, with the
// plural keys checked against the locale's CLDR rules), so no parser ships to the browser,
// only @messageformat/runtime's few helpers. Module ids are paths beside the sources
// (`messages/ja.catalog`), so a build that keeps modules writes `messages/ja.catalog.js`.
// messageCatalogs() is the rollup / Vite plugin; messageCatalogsEsbuild() does the same for
// esbuild, which bundles the embedded wallet frame's pages (server/frame/bundleFramePage.ts).
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import MessageFormat from '@messageformat/core'
import compileModule from '@messageformat/core/compile-module.js'

const LAZY = '/catalogs.lazy'
const ALL = '/catalogs.all'
const CATALOG = /^(.*)\/([A-Za-z-]+)\.catalog$/

/** The locales a folder holds catalogs for, English first. */
export function catalogLocales(folder) {
  const locales = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5))
  return ['en', ...locales.filter((locale) => locale !== 'en').sort()]
}

/** The ES module source of one locale's catalog. */
export function compileCatalog(folder, locale) {
  const messages = JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8'))
  const messageFormat = new MessageFormat(locale, { strictPluralKeys: true })
  return compileModule(messageFormat, messages)
}

function catalogsModule(folder, lazy) {
  const locales = catalogLocales(folder)
  const name = (locale) => `catalog_${locale.replace('-', '_')}`
  const statics = lazy ? ['en'] : locales
  const imports = statics.map((locale) => `import ${name(locale)} from ${JSON.stringify(`${folder}/${locale}.catalog`)}`)
  const entries = locales.map((locale) =>
    statics.includes(locale)
      ? `  ${JSON.stringify(locale)}: ${name(locale)},`
      : `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(`${folder}/${locale}.catalog`)}).then((module) => module.default),`,
  )
  return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n}\n`
}

const QUERY = /^(.*)\?(all-)?catalogs$/

/** The rollup / Vite plugin. */
export function messageCatalogs() {
  return {
    name: 'message-catalogs',
    resolveId(source, importer) {
      const query = source.match(QUERY)
      if (query && importer) return resolve(dirname(importer), query[1]) + (query[2] ? ALL : LAZY)
      if (CATALOG.test(source)) return source
      return null
    },
    load(id) {
      if (id.endsWith(LAZY)) return catalogsModule(id.slice(0, -LAZY.length), true)
      if (id.endsWith(ALL)) return catalogsModule(id.slice(0, -ALL.length), false)
      const catalog = id.match(CATALOG)
      if (catalog) {
        this.addWatchFile?.(join(catalog[1], `${catalog[2]}.json`))
        return compileCatalog(catalog[1], catalog[2])
      }
      return null
    },
  }
}

/**
 * The esbuild plugin (the embedded wallet frame's pages): the same imports, compiled the same way.
 * Catalog modules resolve their runtime from the catalog folder.
 */
export function messageCatalogsEsbuild() {
  const namespace = 'message-catalogs'
  return {
    name: 'message-catalogs',
    setup(build) {
      build.onResolve({ filter: /\?(all-)?catalogs$/ }, (args) => {
        const query = args.path.match(QUERY)
        return { path: resolve(args.resolveDir, query[1]) + (query[2] ? ALL : LAZY), namespace }
      })
      build.onResolve({ filter: /\.catalog$/, namespace }, (args) => ({ path: args.path, namespace }))
      build.onLoad({ filter: /.*/, namespace }, (args) => {
        const catalog = args.path.match(CATALOG)
        if (catalog) {
          return { contents: compileCatalog(catalog[1], catalog[2]), loader: 'js', resolveDir: catalog[1], watchFiles: [join(catalog[1], `${catalog[2]}.json`)] }
        }
        const lazy = args.path.endsWith(LAZY)
        const folder = args.path.slice(0, -(lazy ? LAZY : ALL).length)
        return { contents: catalogsModule(folder, lazy), loader: 'js', resolveDir: folder, watchFiles: catalogLocales(folder).map((locale) => join(folder, `${locale}.json`)) }
      })
    },
  }
}
