import { describe, expect, test } from 'vitest'
import { createSealedStore } from './createSealedStore.js'
import { openVault, sealVault } from './sealVault.js'
import { readVaultCookie, vaultCookieName } from './vaultCookie.js'

/** A cookie jar as `document.cookie` behaves for one name=value per cookie (attributes dropped; Max-Age=0 removes). */
function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split('; ')
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
      if (attributes.includes('Max-Age=0')) cookies.delete(name)
      else cookies.set(name, value)
    },
    cookies,
  }
}

const session = 'airlock-frame:demo:session'

function sealedStore(jar = cookieJar()) {
  const sealed: string[] = []
  const store = createSealedStore({ projectId: 'demo', jar, onSealed: (vault) => sealed.push(vault) })
  return { store, sealed, jar }
}

describe('createSealedStore', () => {
  test('default: every change is sealed for the app, and the copy reopens in a new page with the same cookie', async () => {
    const first = sealedStore()
    await first.store.open(undefined)
    first.store.store.setItem(session, 'als_token')
    first.store.store.setItem('airlock-frame:device-id', 'device')
    await first.store.settled()
    const vault = first.sealed.at(-1)!
    expect(vault).toMatch(/^v1\./)
    expect(vault).not.toContain('als_token')
    // The cookie holds only the key and the seal's id: nothing of what was kept.
    expect([...first.jar.cookies.keys()]).toEqual([vaultCookieName('demo')])
    expect(first.jar.cookie).not.toContain('als_token')

    const reloaded = sealedStore(first.jar)
    expect(await reloaded.store.open(vault)).toBe(true)
    expect(reloaded.store.store.getItem(session)).toBe('als_token')
    expect(reloaded.store.store.getItem('airlock-frame:device-id')).toBe('device')
  })

  test('behavior: the copy alone opens nothing (another browser, no cookie), nor does the cookie with an older copy', async () => {
    const first = sealedStore()
    await first.store.open(undefined)
    first.store.store.setItem(session, 'one')
    await first.store.settled()
    const older = first.sealed.at(-1)!
    first.store.store.setItem(session, 'two')
    await first.store.settled()
    const latest = first.sealed.at(-1)!

    const elsewhere = sealedStore()
    expect(await elsewhere.store.open(latest)).toBe(false)
    expect(elsewhere.store.store.getItem(session)).toBeNull()

    const replayed = sealedStore(first.jar)
    expect(await replayed.store.open(older)).toBe(false)
    expect(replayed.store.store.getItem(session)).toBeNull()
  })

  test('behavior: a copy changed by a single character, or sealed for another project, does not open', async () => {
    const jar = cookieJar()
    const first = sealedStore(jar)
    await first.store.open(undefined)
    first.store.store.setItem(session, 'als_token')
    await first.store.settled()
    const vault = first.sealed.at(-1)!
    const key = readVaultCookie(jar, 'demo')!
    const flipped = vault.slice(0, -2) + (vault.at(-2) === 'A' ? 'B' : 'A') + vault.at(-1)
    await expect(openVault(key, 'demo', flipped)).rejects.toThrow()
    await expect(openVault(key, 'other', vault)).rejects.toThrow()
    await expect(openVault(key, 'demo', await sealVault(key, 'other', [[session, 'x']]))).rejects.toThrow()
    await expect(openVault(key, 'demo', vault)).resolves.toEqual([[session, 'als_token']])
  })

  test('behavior: nothing is sealed before the app handed its copy back, and a write made first is kept over the copy', async () => {
    const first = sealedStore()
    await first.store.open(undefined)
    first.store.store.setItem(session, 'kept')
    await first.store.settled()
    const reloaded = sealedStore(first.jar)
    reloaded.store.store.setItem('airlock-frame:demo:chain:eip155', 'eip155:1')
    await reloaded.store.settled()
    expect(reloaded.sealed).toEqual([])
    expect(await reloaded.store.open(first.sealed.at(-1)!)).toBe(true)
    await reloaded.store.settled()
    expect(reloaded.store.entries()).toEqual(expect.arrayContaining([[session, 'kept'], ['airlock-frame:demo:chain:eip155', 'eip155:1']]))
    expect(reloaded.sealed).toHaveLength(1)
    // A second hand-over changes nothing.
    expect(await reloaded.store.open(first.sealed.at(-1)!)).toBe(false)
  })

  test('behavior: removing what was kept seals again, and an unchanged write does not', async () => {
    const first = sealedStore()
    await first.store.open(undefined)
    first.store.store.setItem(session, 'x')
    await first.store.settled()
    first.store.store.setItem(session, 'x')
    await first.store.settled()
    expect(first.sealed).toHaveLength(1)
    first.store.store.removeItem(session)
    await first.store.settled()
    expect(first.sealed).toHaveLength(2)
    const reloaded = sealedStore(first.jar)
    expect(await reloaded.store.open(first.sealed.at(-1)!)).toBe(true)
    expect(reloaded.store.store.getItem(session)).toBeNull()
  })

  test('behavior: past the largest copy, batched calls\' receipts are left out of it and the session stays in', async () => {
    const first = sealedStore()
    await first.store.open(undefined)
    first.store.store.setItem(session, 'kept')
    for (let i = 0; i < 200; i++) first.store.store.setItem(`airlock-frame:demo:calls:${i}`, JSON.stringify({ hashes: ['0x' + 'ab'.repeat(32), '0x' + 'cd'.repeat(32)] }))
    await first.store.settled()
    const vault = first.sealed.at(-1)!
    expect(vault.length).toBeLessThanOrEqual(32_768)
    const reloaded = sealedStore(first.jar)
    expect(await reloaded.store.open(vault)).toBe(true)
    expect(reloaded.store.store.getItem(session)).toBe('kept')
    expect(reloaded.store.store.getItem('airlock-frame:demo:calls:0')).toBeNull()
  })
})
