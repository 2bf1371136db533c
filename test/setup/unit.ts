// Component tests opt into a DOM with `// @vitest-environment happy-dom`. Set up here for every
// unit test: rendered trees are cleaned between tests; code a test started loading (an
// adapter, a plugin, a lazy view) finishes loading before the file's environment goes away;
// and requests reach loopback only. A view that reads a public network (the Account view
// refreshing a mainnet balance) gets the network error it would get offline, at once.
import { afterAll, afterEach, vi } from 'vitest'

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])
const fetchAnywhere = globalThis.fetch
globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href)
  if (!loopback.has(url.hostname)) throw new TypeError(`fetch failed: unit tests reach no host outside loopback (${url.origin})`)
  return fetchAnywhere(input, init)
}

// A lazy view's first load transforms its modules; on a busy 2-core machine that can take
// seconds. findBy* and waitFor wait on a condition, so a longer ceiling costs nothing when
// things are quick.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 5000 })
}

// Under scripts/with-postgres.mjs every test file gets a database of its own in the throwaway
// cluster, as every deployment has: what the API keeps there (chain indexes, request budgets)
// is one deployment's, and files running side by side are separate ones.
if (process.env['DATABASE_URL']) {
  process.env['AIRLOCK_TEST_DATABASE_ROOT'] ??= process.env['DATABASE_URL']
  const { default: pg } = await import('pg')
  const root = new URL(process.env['AIRLOCK_TEST_DATABASE_ROOT'])
  const name = `file_${crypto.randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: root.toString() })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  root.pathname = `/${name}`
  process.env['DATABASE_URL'] = root.toString()
}

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
  }
  await vi.dynamicImportSettled()
})

afterAll(() => vi.dynamicImportSettled())
