import { createHash } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, test } from 'vitest'
import { projectRoot } from '../../projectRoot.js'
import { defaultPgliteCacheDir, openInMemoryPglite } from './openInMemoryPglite.js'

const root = mkdtempSync(join(tmpdir(), 'airlock-pglite-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const templateIn = (dir: string) => join(dir, readdirSync(dir).find((f) => f.endsWith('-empty.tar'))!)

/** Writes the template's cluster changed by `sql` over it, with a matching hash, as an attacker would. */
async function plant(template: string, sql: string) {
  const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) })
  await pg.exec(sql)
  const dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer())
  await pg.close()
  writeFileSync(template, dump)
  writeFileSync(`${template}.sha256`, sha256(dump))
  return dump
}

describe('openInMemoryPglite', () => {
  const cacheDir = join(root, 'cache')
  let template = ''

  test('default: the template lives in the package cache, in a 0700 folder, beside its hash', async () => {
    // In the package's own folder (wherever the checkout is), never the shared temporary folder.
    expect(defaultPgliteCacheDir()).toBe(join(projectRoot(), '.cache', 'pglite'))
    expect(defaultPgliteCacheDir()).not.toBe(join(tmpdir(), 'pglite'))
    await (await openInMemoryPglite({ cacheDir })).close()
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700)
    template = templateIn(cacheDir)
    expect(readFileSync(`${template}.sha256`, 'utf8')).toBe(sha256(readFileSync(template)))
  }, 120_000)

  test('error: a planted cluster holding tables (a server secret) is not loaded, even with a matching hash', async () => {
    await plant(template, "CREATE TABLE server_secrets (name text PRIMARY KEY, value text); INSERT INTO server_secrets VALUES ('session_jwt', 'planted')")
    const pg = await openInMemoryPglite({ cacheDir })
    expect((await pg.query("SELECT to_regclass('public.server_secrets') AS t")).rows).toEqual([{ t: null }])
    await pg.close()
  }, 120_000)

  test('error: a template whose hash does not match is rebuilt, and one in a folder others could write is not used', async () => {
    const planted = await plant(template, 'CREATE ROLE planted')
    const hasPlanted = async () => {
      const pg = await openInMemoryPglite({ cacheDir })
      const { rows } = await pg.query("SELECT 1 FROM pg_roles WHERE rolname = 'planted'")
      await pg.close()
      return rows.length > 0
    }
    writeFileSync(`${template}.sha256`, '0'.repeat(64))
    expect(await hasPlanted()).toBe(false)
    writeFileSync(template, planted)
    writeFileSync(`${template}.sha256`, sha256(planted))
    chmodSync(cacheDir, 0o777)
    expect(await hasPlanted()).toBe(false)
    // The folder was closed again; a template written by this user from now on is used.
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700)
  }, 180_000)
})
