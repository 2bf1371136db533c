// Component tests opt into a DOM with `// @vitest-environment happy-dom`; nothing global here
// beyond cleaning rendered trees between tests.
import { afterEach } from 'vitest'

afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
