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

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
  }
  await vi.dynamicImportSettled()
})

afterAll(() => vi.dynamicImportSettled())
