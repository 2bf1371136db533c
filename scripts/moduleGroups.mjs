// Module groups, for the library's build. The library keeps one output file per source module,
// so a host's bundler splits lazy code where Airlock does; but a bundler gives every set of
// lazy parts that share a module a chunk of its own, and the modal's first open then fetched
// many chunks of a few hundred bytes (the kit's spinner, icon, title and announcement hooks,
// the registry's helpers), each a request, a response and a module to instantiate on a busy
// main thread. A group is a few small modules of one folder that the same lazy parts use
// together: the build writes them as one module, so a host makes one chunk of them. The
// sources, their tests and their declarations stay one file each.
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, relative, resolve } from 'node:path'
import { build } from 'esbuild'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')

/** The source file (`.ts` or `.tsx`) of a module path without its extension, absolute or from the root. */
export const sourceFile = (path) => ['.ts', '.tsx'].map((extension) => resolve(root, path + extension)).find((file) => existsSync(file))

/**
 * The groups: the module each is written as, and its members (sources of that module's folder).
 * What the modal's first open loads together, for Connect:
 */
export const moduleGroups = {
  // The kit's parts the modal shell and its views render (with the failure that offers Try again):
  // a host made nine chunks of them.
  'ui/kit/viewParts': ['Icon', 'ListButton', 'RetryNotice', 'Spinner', 'WalletButton', 'WalletImage', 'useAnnouncement', 'useContributionText', 'useImmediateMessages', 'useViewTitle', 'useWalletImage'],
  // The rows of the wallets the browser knows, which the modal shell shows on an early open and
  // Connect lists first, with what they hand the view they open.
  'ui/views/OwnWalletRows': ['OwnWalletRows', 'connectingData'],
  // The registry's pages, as Connect, All Wallets, a headless host's list and the QR view read them.
  'services/wallets/registryWallets': ['fetchWalletPage', 'recommendedWallets'],
  // What Connect's first open waits for, and what its wallet rows hand the view they open.
  'ui/views/connectData': ['prefetchConnectData', 'connectDataSettled', 'pushRegistryWallet', 'registryWalletData'],
  // Each adapter's discovery with the watch it shares with the adapter (a group may be written
  // as one of its members: its module keeps that member's path and default export).
  'adapters/evm/discover': ['discover', 'discoverEip6963Wallets'],
  'adapters/solana/discover': ['discover', 'discoverWalletStandardWallets'],
}

/** The rollup plugin: an import of a member, from outside its group, is an import of the group's module. */
export function groupModules(groups = moduleGroups) {
  const groupOf = new Map()
  const members = new Map()
  // The members with a default export: only the member a group is named after may have one.
  const withDefault = new Set()
  for (const [group, names] of Object.entries(groups)) {
    const folder = dirname(group)
    const files = names.map((name) => {
      const file = sourceFile(`${folder}/${name}`)
      if (!file) throw new Error(`Module group "${group}": no source for "${name}" in ${folder}/`)
      if (/^export default /m.test(readFileSync(file, 'utf8'))) {
        if (name !== basename(group)) throw new Error(`Module group "${group}": ${relative(root, file)} has a default export, which only the member the group is named after keeps`)
        withDefault.add(file)
      }
      return file
    })
    const id = resolve(root, `${group}.js`)
    members.set(id, files)
    for (const file of files) groupOf.set(file, id)
  }
  return {
    name: 'module-groups',
    resolveId(specifier, importer) {
      if (!importer || !specifier.startsWith('.') || !specifier.endsWith('.js')) return null
      const group = groupOf.get(sourceFile(resolve(dirname(importer), specifier.slice(0, -3))) ?? '')
      return group && group !== importer ? group : null
    },
    async load(id) {
      const files = members.get(id)
      if (!files) return null
      const folder = dirname(id)
      const inside = new Set(files)
      const result = await build({
        stdin: {
          contents: files
            .map((file) => {
              const path = `./${relative(folder, file).replace(/\.tsx?$/, '.js')}`
              return `export * from '${path}'${withDefault.has(file) ? `\nexport { default } from '${path}'` : ''}`
            })
            .join('\n'),
          resolveDir: folder,
          sourcefile: relative(root, id),
          loader: 'ts',
        },
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        jsx: 'automatic',
        outfile: id,
        sourcemap: 'external',
        logLevel: 'silent',
        plugins: [
          {
            // Members are bundled; everything else stays an import, written as seen from the group's module.
            name: 'outside-the-group',
            setup(esbuild) {
              esbuild.onResolve({ filter: /.*/ }, (args) => {
                if (args.kind === 'entry-point' || !args.importer) return undefined
                if (!args.path.startsWith('.')) return { path: args.path, external: true }
                const [path, query] = args.path.split('?')
                const file = sourceFile(resolve(args.resolveDir, path.endsWith('.js') ? path.slice(0, -3) : path))
                if (file && inside.has(file)) return { path: file }
                let specifier = relative(folder, resolve(args.resolveDir, path))
                if (!specifier.startsWith('.')) specifier = `./${specifier}`
                return { path: query === undefined ? specifier : `${specifier}?${query}`, external: true }
              })
            },
          },
        ],
      })
      const code = result.outputFiles.find((file) => file.path.endsWith('.js')).text
      const map = result.outputFiles.find((file) => file.path.endsWith('.map'))?.text
      return { code, map }
    },
  }
}
