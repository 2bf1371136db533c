import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** When the library was last built: the time of the newest file under `dir` (dist/). */
export function builtAt(dir = 'dist'): number {
  return Math.max(0, ...readdirSync(dir, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? builtAt(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs)))
}
