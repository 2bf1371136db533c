// Component tests opt into a DOM with `// @vitest-environment happy-dom`; nothing global here
// beyond cleaning rendered trees between tests, and letting code that a test started loading
// (an adapter, a plugin, a lazy view) finish loading before the file's environment goes away.
import { afterAll, afterEach, vi } from 'vitest'

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
  }
  await vi.dynamicImportSettled()
})

afterAll(() => vi.dynamicImportSettled())
