import { defineConfig } from 'vitest/config'
import { messageCatalogs } from './scripts/messageCatalogs.mjs'
import { RetriedTestsReporter } from './test/setup/retriedTestsReporter.js'

const root = new URL('.', import.meta.url).pathname

export default defineConfig({
  // `./messages?catalogs` imports: message catalogs compiled as the build compiles them.
  plugins: [messageCatalogs()],
  // Tests import Airlock by its package name, as a host does.
  resolve: {
    alias: [
      { find: /^airlock$/, replacement: `${root}airlock/index.ts` },
      { find: /^airlock\/kit$/, replacement: `${root}kit/index.ts` },
      { find: /^airlock\/react$/, replacement: `${root}ui/index.ts` },
      { find: /^airlock\/react\/kit$/, replacement: `${root}ui/kit/index.ts` },
      { find: /^airlock\/(wagmi|viem|solana)$/, replacement: `${root}integrations/$1/index.ts` },
    ],
  },
  test: {
    reporters: ['default', new RetriedTestsReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{errors,chains,kernel,services,kit,ui,plugins,adapters,airlock,integrations,server,local,test/integration}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/setup/unit.ts'],
          // Ceilings for a busy 2-core machine; tests wait on conditions, not on time.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['test/setup/e2eGlobal.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // CI's 2-core machine runs a real browser beside real chains: a test that lost a race
          // with the machine gets one more try there (the run ends naming every retried test).
          retry: process.env['CI'] ? 1 : 0,
        },
      },
    ],
  },
})
