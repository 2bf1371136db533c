// `BENCH_EAGER=1 npm run bench`: the demo with the first open's modules imported by its entry, so
// they are in start-up and evaluated before the page runs (about +23 KB gzip in Vite): what an
// opt-in entry carrying the first open would cost and buy for the early click (issue 46). A
// measure, never a way to ship Airlock.
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { mergeConfig, type Plugin } from 'vite'
import demo from '../../../demo/vite.config.js'

const dist = (path: string) => fileURLToPath(new URL(`../../../dist/${path}`, import.meta.url))

// What the first open loads after the button shows: the doors, the shell, Connect and its data,
// the plugin host's loading half, the registry's chain, the API client, the origin check, the
// catalogs' loader, and every feature's and adapter's details, options and discovery.
const firstOpen = [
  'ui/uiDoors.js',
  'services/serviceDoors.js',
  'ui/modal/Modal.js',
  'ui/views/Connect.js',
  'ui/views/connectData.js',
  'services/plugins/loadPlugins.js',
  'services/wallets/watchInstalledWallets.js',
  'services/wallets/registryWallets.js',
  'services/api/checkOrigin.js',
  'services/api/callApi.js',
  'ui/messages/catalogs.lazy.js',
  ...['plugins', 'adapters'].flatMap((folder) =>
    readdirSync(dist(folder)).flatMap((name) => ['details.js', 'options.js', 'discover.js'].map((file) => `${folder}/${name}/${file}`).filter((path) => existsSync(dist(path)))),
  ),
].map(dist)

const importFirstOpen: Plugin = {
  name: 'bench-first-open-in-start-up',
  enforce: 'pre',
  transform(code, id) {
    if (id.endsWith('demo/main.tsx')) return firstOpen.map((path) => `import ${JSON.stringify(path)}\n`).join('') + code
  },
}

export default mergeConfig(demo, {
  plugins: [importFirstOpen],
  build: {
    outDir: fileURLToPath(new URL('../../../.cache/bench-first-open', import.meta.url)),
    rollupOptions: { input: fileURLToPath(new URL('../../../demo/index.html', import.meta.url)) },
  },
})
