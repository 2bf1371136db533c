import { createHash, randomUUID } from 'node:crypto'
import { chmodSync, lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { projectRoot } from '../../projectRoot.js'

// PGlite's exports hide its package.json, so it is read beside the resolved entry (dist/).
const pgliteVersion = (() => {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
})()

/** Options of `openInMemoryPglite`. */
export interface InMemoryPgliteOptions {
  /** Where the empty-cluster template is kept; default `.cache/pglite/` in the package. Created 0700. */
  cacheDir?: string
}

/** The folder the template is kept in by default: the package's own cache, not the shared temp folder. */
export function defaultPgliteCacheDir(): string {
  return join(projectRoot(), '.cache', 'pglite')
}

/**
 * Opens an in-memory PGlite. Creating one runs initdb in WebAssembly (~2 s); loading a dump
 * of a fresh cluster takes a fifth of that, so the first start saves the empty cluster and
 * later starts load it. Whoever can write the template controls every in-memory API, so it is
 * kept in a folder only this user can write (0700, owned by this user: anything else is not
 * used), loaded only when its SHA-256 matches the one written beside it, and only when the
 * cluster it holds has no table at all. Migrations run after loading, as on a fresh cluster.
 */
export async function openInMemoryPglite(options: InMemoryPgliteOptions = {}): Promise<PGlite> {
  const dir = privateDir(options.cacheDir ?? defaultPgliteCacheDir())
  const template = dir && join(dir, `pglite-${pgliteVersion}-empty.tar`)
  const loaded = template ? await loadTemplate(template) : undefined
  if (loaded) return loaded
  const pg = await PGlite.create()
  if (!template) return pg
  try {
    const dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer())
    // Written aside and renamed, the hash last, so a concurrent start never trusts half a file.
    const write = (path: string, data: string | Buffer) => {
      const partial = `${path}.${randomUUID()}`
      writeFileSync(partial, data, { mode: 0o600 })
      renameSync(partial, path)
    }
    write(template, dump)
    write(`${template}.sha256`, sha256(dump))
  } catch {
    // caching is an optimisation; a read-only folder just means slower starts
  }
  return pg
}

// The folder, created 0700 if missing; undefined when it is not this user's alone.
function privateDir(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    const stat = lstatSync(dir)
    if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) return undefined
    // Ours but opened to others at some point: what is inside may not be ours.
    if ((stat.mode & 0o077) !== 0) {
      chmodSync(dir, 0o700)
      return undefined
    }
    return dir
  } catch {
    return undefined
  }
}

async function loadTemplate(path: string): Promise<PGlite | undefined> {
  let pg: PGlite | undefined
  try {
    const stat = lstatSync(path)
    if (!stat.isFile() || (process.getuid && stat.uid !== process.getuid())) return undefined
    const dump = readFileSync(path)
    if (readFileSync(`${path}.sha256`, 'utf8').trim() !== sha256(dump)) return undefined
    pg = await PGlite.create({ loadDataDir: new Blob([dump]) })
    const { rows } = await pg.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')")
    if (rows[0]?.n === 0) return pg
  } catch {
    // no template yet, or an unreadable one: build the cluster the slow way
  }
  await pg?.close()
  return undefined
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}
