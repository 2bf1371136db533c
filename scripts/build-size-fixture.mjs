// Bundles test/size/startup.tsx against the built library (dist/) as a host's production
// build would, with react and react-dom left out, and writes .size/: the start-up chunk,
// one named chunk per lazy part (modal, views, plugins, adapters) and manifest.json saying
// which modules each chunk holds. size-limit and test/integration/startupChunk.test.ts read it.
// Then builds the same host as hosts build it, with Vite and with Next.js, from the packed
// package (scripts/size/), and writes each one's start-up files to .size/hosts.json, which
// scripts/size/checkHostBudgets.mjs holds to their budgets.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import nodeResolve from '@rollup/plugin-node-resolve'
import commonjs from '@rollup/plugin-commonjs'
import { rollup } from 'rollup'
import esbuild, { minify } from 'rollup-plugin-esbuild'
import { buildNextHost } from './size/buildNextHost.mjs'
import { buildViteHosts } from './size/buildViteHosts.mjs'
import { prepareHostSources } from './size/prepareHostSources.mjs'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const outDir = resolve(root, '.size')
const react = /^(react|react-dom|scheduler)(\/|$)/

const selfReference = {
  name: 'airlock-package',
  resolveId(source) {
    if (source === 'airlock') return resolve(root, 'dist/airlock/index.js')
    if (source === 'airlock/react') return resolve(root, 'dist/ui/index.js')
    if (source === 'airlock/kit') return resolve(root, 'dist/kit/index.js')
    if (source === 'airlock/react/kit') return resolve(root, 'dist/ui/kit/index.js')
    return null
  },
}

// Stable, readable names: plugin-send.js, adapter-evm.js, view-Connect.js, modal.js,
// from the facade module or, when rollup merged it into a shared chunk, a module it holds.
const namedModules = [
  // The approval view's chunk also holds what a permission's words (their own chunk) import from it.
  [/^dist\/adapters\/embedded\/views\/ApproveTransaction\.js$/, () => 'view-ApproveTransaction.js'],
  [/^dist\/plugins\/([^/]+)\/index\.js$/, (m) => `plugin-${m[1]}.js`],
  [/^dist\/plugins\/([^/]+)\/views\/([^/]+)\.js$/, (m) => `plugin-${m[1]}-${m[2]}.js`],
  [/^dist\/adapters\/([^/]+)\/index\.js$/, (m) => `adapter-${m[1]}.js`],
  [/^dist\/adapters\/([^/]+)\/discover\.js$/, (m) => `adapter-${m[1]}-discover.js`],
  [/^dist\/ui\/modal\/Modal\.js$/, () => 'modal.js'],
  [/^dist\/ui\/views\/([A-Z][^/]+)\.js$/, (m) => `view-${m[1]}.js`],
  // A connector's views (WalletConnect's QR views) are views of the modal like its own.
  [/^dist\/adapters\/[^/]+\/views\/([A-Z][^/]+)\.js$/, (m) => `view-${m[1]}.js`],
  [/^dist\/services\/connection\/createConnectionController\.js$/, () => 'connection.js'],
  // What a transaction would do, shown by the approval and preview views (the kit's section and
  // its English), the previews' request to the API, and their hook.
  [/^dist\/ui\/kit\/simulation\/TransactionSimulation\.js$/, () => 'simulation.js'],
  [/^dist\/ui\/kit\/simulation\/useTransactionSimulation\.js$/, () => 'simulation-preview.js'],
  [/^dist\/services\/simulation\/simulateTransaction\.js$/, () => 'simulation-api.js'],
  // A locale's catalog of one folder's messages: messages-ui-ja.js, messages-plugins-send-ar.js.
  [/^dist\/(.+)\/[A-Za-z]*[mM]essages\/([A-Za-z-]+)\.catalog\.js$/, (m) => `messages-${m[1].replaceAll('/', '-')}-${m[2]}.js`],
  // Send's ENS lookup, loaded when a .eth name is typed.
  [/^dist\/plugins\/send\/resolveEnsName\.js$/, () => 'ens-lookup.js'],
  // What the modal's prefetch loads with the shell: each feature's details (its entries, views
  // and options schema, or the loader of its own chunk) and the plugin host's loading half.
  [/^dist\/plugins\/([^/]+)\/details\.js$/, (m) => `details-${m[1]}.js`],
  // A feature's options schema, which its details import for a feature that is on (with valibot).
  [/^dist\/plugins\/([^/]+)\/options\.js$/, (m) => `options-${m[1]}.js`],
  [/^dist\/services\/plugins\/loadPlugins\.js$/, () => 'host-loading.js'],
  // The door start-up reaches its services through, always here before the loading half.
  [/^dist\/services\/serviceDoors\.js$/, () => 'service-doors.js'],
  // Swaps' EIP-5792 requests, loaded with the first preview that may need an approval.
  [/^dist\/plugins\/swaps\/atomicBatch\.js$/, () => 'plugin-swaps-atomicBatch.js'],
]

function chunkName(chunk) {
  const ids = [chunk.facadeModuleId, ...chunk.moduleIds].filter(Boolean).map((id) => relative(root, id))
  for (const [pattern, name] of namedModules) {
    for (const id of ids) {
      const match = id.match(pattern)
      if (match) return name(match)
    }
  }
  return 'chunk-[hash].js'
}

export async function buildSizeFixture() {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const bundle = await rollup({
    input: resolve(root, 'test/size/startup.tsx'),
    external: (id) => react.test(id),
    plugins: [
      selfReference,
      // A bare `buffer` is the npm polyfill (web3.js depends on it), as a host's bundler resolves it, not Node's builtin.
      nodeResolve({ browser: true, preferBuiltins: false, exportConditions: ['browser', 'import', 'default'] }),
      commonjs(),
      // Only the fixture itself needs compiling; the library is already JS, and running it
      // through esbuild's transform would drop its /* @__PURE__ */ annotations.
      esbuild({ include: /\.tsx?$/, target: 'es2022', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' } }),
      minify({ target: 'es2022' }),
    ],
    onwarn(warning, warn) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning)
    },
  })
  const { output } = await bundle.write({
    dir: outDir,
    format: 'es',
    entryFileNames: 'startup.js',
    chunkFileNames: chunkName,
  })
  await bundle.close()

  const chunks = Object.fromEntries(
    output
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [
        chunk.fileName,
        {
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.keys(chunk.modules).map((id) => relative(root, id.replace(/^\0/, ''))),
        },
      ]),
  )
  const startup = new Set(['startup.js'])
  for (const file of startup) for (const imported of chunks[file]?.imports ?? []) startup.add(imported)
  const manifest = { startup: [...startup], chunks }
  await writeFile(resolve(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  await buildEntryFixtures()
  return manifest
}

/** Builds the Vite and Next.js hosts and writes .size/hosts.json: each page's start-up files and gzip sizes. */
export async function buildHostFixtures() {
  const hostsDir = await prepareHostSources()
  const vite = await buildViteHosts(hostsDir)
  const next = await buildNextHost(hostsDir)
  const hosts = { vite, next: { startup: next.startup, withoutAirlock: next.withoutAirlock } }
  await writeFile(resolve(outDir, 'hosts.json'), JSON.stringify(hosts, null, 2))
  return hosts
}

// The optional entries (airlock/wagmi, airlock/viem, airlock/solana): what importing one adds to a host that
// already has Airlock and the library the entry is for, so both stay outside the bundle.
const optionalEntries = {
  wagmi: 'dist/integrations/wagmi/index.js',
  viem: 'dist/integrations/viem/index.js',
  solana: 'dist/integrations/solana/index.js',
}
const hostLibraries = /^(airlock|react|react-dom|valtio|viem|@wagmi\/core|wagmi|@wallet-standard\/[a-z]+)(\/|$)/

async function buildEntryFixtures() {
  for (const [name, file] of Object.entries(optionalEntries)) {
    const bundle = await rollup({
      input: resolve(root, file),
      // The entry's own modules only: Airlock's (start-up already has them) and the host's libraries stay out.
      external: (id, importer) => hostLibraries.test(id) || (Boolean(importer) && id.startsWith('.') && !resolve(importer, '..', id).includes('/integrations/')),
      plugins: [minify({ target: 'es2022' })],
    })
    await bundle.write({ file: resolve(outDir, `entry-${name}.js`), format: 'es' })
    await bundle.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = await buildSizeFixture()
  console.log(`size fixture: ${Object.keys(manifest.chunks).length} chunks, start-up = ${manifest.startup.join(' + ')}`)
  // `--rollup-only`: the rollup bundle alone (the bench reads no host build).
  if (!process.argv.includes('--rollup-only')) {
    const hosts = await buildHostFixtures()
    console.log(`host fixtures: Vite (${Object.keys(hosts.vite).join(', ')}), Next.js (/, /without-airlock)`)
  }
}
