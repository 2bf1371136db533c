import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

// PGlite's exports hide its package.json, so it is read beside the resolved entry (dist/).
const pgliteVersion = (() => {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
})()
const templatePath = join(tmpdir(), 'airlock-api', `pglite-${pgliteVersion}-empty.tar`)

/**
 * Opens an in-memory PGlite. Creating one runs initdb in WebAssembly (~2 s); loading a dump
 * of a fresh cluster takes a fifth of that, so the first start saves the empty cluster under
 * the OS temp dir, keyed by PGlite's version, and later starts load it. The dump holds no
 * Airlock data: migrations run after loading, as on a fresh cluster.
 */
export async function openInMemoryPglite(): Promise<PGlite> {
  try {
    const dump = readFileSync(templatePath)
    return await PGlite.create({ loadDataDir: new Blob([dump]) })
  } catch {
    // no template yet, or one from an interrupted write: build it the slow way
  }
  const pg = await PGlite.create()
  try {
    const dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer())
    mkdirSync(join(tmpdir(), 'airlock-api'), { recursive: true })
    // Written aside and renamed, so a concurrent start never reads half a file.
    const partial = `${templatePath}.${randomUUID()}`
    writeFileSync(partial, dump)
    renameSync(partial, templatePath)
  } catch {
    // caching is an optimisation; a read-only temp dir just means slower starts
  }
  return pg
}
