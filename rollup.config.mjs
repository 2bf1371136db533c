import { readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import esbuild from 'rollup-plugin-esbuild'
import json from '@rollup/plugin-json'
import { messageCatalogs } from './scripts/messageCatalogs.mjs'
import { groupModules, sourceFile } from './scripts/moduleGroups.mjs'

// Sources import siblings as `./file.js`; map that to the `.ts`/`.tsx` file on disk.
const tsExtensions = {
  name: 'ts-extensions',
  resolveId(source, importer) {
    if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null
    return sourceFile(resolve(dirname(importer), source.slice(0, -3))) ?? null
  },
}

// Plugins and adapters import Airlock by its public entries, as a third party would; inside the
// library those resolve to the entries' sources, so the output imports the modules it uses.
const entries = { airlock: 'airlock/index.ts', 'airlock/kit': 'kit/index.ts', 'airlock/react': 'ui/index.ts', 'airlock/react/kit': 'ui/kit/index.ts' }
const publicEntries = {
  name: 'public-entries',
  resolveId: (source) => (Object.hasOwn(entries, source) ? resolve(entries[source]) : null),
}

// Every other bare import (react, viem, node:fs …) stays an import: the host's bundler or Node resolves it.
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !Object.hasOwn(entries, id)

export default [
  {
    // The library: one output file per source module, so a host's bundler splits lazy code
    // exactly where Airlock does; a module group (scripts/moduleGroups.mjs) is one file, so
    // the small modules the first open loads together are one chunk of the host's.
    input: {
      'airlock/index': 'airlock/index.ts',
      'kit/index': 'kit/index.ts',
      'ui/index': 'ui/index.ts',
      'ui/kit/index': 'ui/kit/index.ts',
      'integrations/wagmi/index': 'integrations/wagmi/index.ts',
      'integrations/viem/index': 'integrations/viem/index.ts',
      'integrations/solana/index': 'integrations/solana/index.ts',
    },
    external,
    plugins: [publicEntries, groupModules(), tsExtensions, messageCatalogs(), esbuild({ target: 'es2022', jsx: 'automatic', minify: false })],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: '.',
      entryFileNames: '[name].js',
      sourcemap: true,
    },
  },
  {
    // The self-hostable services and the local stack, for Node.
    // The frame protocol and the names' registration text are shared with the library: as
    // inputs here their modules keep every export, so this build does not overwrite them with
    // copies trimmed to what the server uses.
    input: {
      'server/cli': 'server/cli.ts',
      'local/cli': 'local/cli.ts',
      'integrations/server/index': 'integrations/server/index.ts',
      'plugins/names/registrationMessage': 'plugins/names/registrationMessage.ts',
      ...Object.fromEntries(
        readdirSync('adapters/embedded/protocol')
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
          .map((file) => [`adapters/embedded/protocol/${file.slice(0, -3)}`, `adapters/embedded/protocol/${file}`]),
      ),
    },
    external,
    plugins: [tsExtensions, messageCatalogs(), json(), esbuild({ target: 'node20' })],
    output: { dir: 'dist', format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
  },
]
