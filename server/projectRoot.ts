import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The folder holding Airlock's package.json, found from this file whether run from source or dist. */
export function projectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(folder, 'package.json')
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'airlock') {
      return folder
    }
    const parent = dirname(folder)
    if (parent === folder) throw new Error('Could not find the airlock package root')
    folder = parent
  }
}
