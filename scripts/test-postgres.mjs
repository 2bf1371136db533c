// The API and social-login suites that run over a store, once more against a real PostgreSQL
// server (npm test has run them against PGlite already). Finds them by their use of testBackends().
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

function testFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return entry.name.endsWith('.test.ts') && readFileSync(path, 'utf8').includes('testBackends()') ? [path] : []
  })
}

const files = ['server/api', 'server/social'].flatMap(testFiles)
const result = spawnSync('node', ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'unit', ...files], {
  stdio: 'inherit',
  env: { ...process.env, AIRLOCK_TEST_DB: 'postgres' },
})
process.exit(result.status ?? 1)
