// `BENCH_BOUND=1 npm run bench`: the demo with every module in its one start-up chunk, no lazy
// chunk at all (about 2.3 MB). What a click costs once no code has to arrive: the bound the early
// click (issue 46) approaches as less of the first open is left to load after the button shows.
// A measure, never a way to ship Airlock.
import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import demo from '../../../demo/vite.config.js'

export default mergeConfig(demo, {
  build: {
    outDir: fileURLToPath(new URL('../../../.cache/bench-one-chunk', import.meta.url)),
    chunkSizeWarningLimit: 10_000,
    rollupOptions: { input: fileURLToPath(new URL('../../../demo/index.html', import.meta.url)), output: { codeSplitting: false } },
  },
})
