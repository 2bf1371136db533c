import { describe, expect, test } from 'vitest'
import type { UserView } from '../../../api/embedded/readUserView.js'
import { createFrameStorage } from '../createFrameStorage.js'
import { prfSealingKey } from '../passkeys/prfSealing.js'
import { createSessionToken } from './createSessionToken.js'

const token = `als_${'A'.repeat(43)}`
const user: UserView = {
  id: 'u1', email: null, recoveryMode: 'automatic', userName: null, secondFactor: false, preferredAccountTypes: {}, preferredAccountType: 'eoa',
  accounts: [{ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111' }],
}
/** The frame origin's storage on one device, as a map; each page of the frame makes its own session over it. */
function device() {
  const items = new Map<string, string>()
  return { items, storage: createFrameStorage({ getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) }, 'p1') }
}
const keyOf = async () => prfSealingKey(crypto.getRandomValues(new Uint8Array(32)))

describe('createSessionToken', () => {
  test('default: a sealed token is nowhere in the storage; another page is locked until the same key opens it', async () => {
    const { items, storage } = device()
    const page = createSessionToken(storage)
    page.keep(token)
    expect(page.read()).toBe(token)
    const key = await keyOf()
    await page.seal(key, user)
    // What a copy of the storage holds: no token, in any form it could be sent in.
    expect([...items.values()].join(' ')).not.toContain(token.slice(4, 20))
    expect(page.read()).toBe(token)

    const reloaded = createSessionToken(storage)
    expect(reloaded.held()).toBe(true)
    expect(reloaded.isLocked()).toBe(true)
    expect(reloaded.lockedUser()).toEqual(user)
    expect(() => reloaded.read()).toThrow(expect.objectContaining({ code: 'passkey_locked' }))
    expect(await reloaded.open(await keyOf())).toBe(false)
    expect(await reloaded.open(key)).toBe(true)
    expect(reloaded.read()).toBe(token)
  })

  test('behavior: a new sign-in replaces the sealed session; a page that opened the old one is locked out of the new', async () => {
    const { storage } = device()
    const first = createSessionToken(storage)
    first.keep(token)
    const key = await keyOf()
    await first.seal(key, user)
    const other = createSessionToken(storage)
    const next = `als_${'B'.repeat(43)}`
    other.keep(next)
    expect(first.read()).toBe(next)
    await other.seal(await keyOf(), user)
    expect(() => first.read()).toThrow(expect.objectContaining({ code: 'passkey_locked' }))
  })

  test('behavior: the user kept beside a sealed token follows the backend; forgetting leaves nothing', async () => {
    const { items, storage } = device()
    const page = createSessionToken(storage)
    page.keep(token)
    await page.seal(await keyOf(), user)
    page.keepUser({ ...user, secondFactor: true })
    expect(createSessionToken(storage).lockedUser()).toMatchObject({ secondFactor: true })
    page.keepUser({ ...user, id: 'someone else' })
    expect(createSessionToken(storage).lockedUser()).toMatchObject({ id: 'u1' })
    page.forget()
    expect(page.held()).toBe(false)
    expect([...items.keys()].filter((k) => k.includes('session'))).toEqual([])
  })
})
