import { NAME_CHANNEL } from './names/nameChannel.js'
import { registrationMessage } from '../../plugins/names/registrationMessage.js'
import { describe, expect, test } from 'vitest'
import { jsonBody } from './testing/createApiClient.js'
import { notifyHeard } from './testing/notifyHeard.js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testBackends } from './testing/testBackends.js'
import { useTestApi } from './testing/useTestApi.js'

// Accounts of their own: the suites share one PostgreSQL database, and others look up alice's names.
const alice = privateKeyToAccount(generatePrivateKey())
const mallory = privateKeyToAccount(generatePrivateKey())

describe.each(testBackends())('Name registration rules over $name', (backend) => {
  // More registrations than the default names budget allows in a minute.
  const t = useTestApi(backend, { rateLimits: { names: false } })
  const label = (prefix: string) => `${prefix}${t.run}`
  const register = async (fields: { name: string; coinType?: number; issuedAt?: number; attributes?: Record<string, string> }, coinType: unknown = 60, account = alice) => {
    const message = registrationMessage({ address: account.address, ...fields })
    return t.call('/v1/profile/account', jsonBody({ coin_type: coinType, address: account.address, message, signature: await account.signMessage({ message }) }))
  }

  test('error: the JSON a wallet signed before, or a text signed for another account, is a 400 naming message', async () => {
    const json = JSON.stringify({ name: label('json'), attributes: {}, timestamp: Date.now(), coinType: 60 })
    const old = await t.call('/v1/profile/account', jsonBody({ coin_type: 60, address: alice.address, message: json, signature: await alice.signMessage({ message: json }) }))
    expect(old.status).toBe(400)
    expect(await old.json()).toMatchObject({ field: 'message', message: expect.stringContaining("starting 'Register a name for your account'") })
    // Signed by alice, but the text names mallory's account.
    const other = registrationMessage({ name: label('other'), address: mallory.address })
    const res = await t.call('/v1/profile/account', jsonBody({ coin_type: 60, address: alice.address, message: other, signature: await alice.signMessage({ message: other }) }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'message', message: expect.stringContaining('another account') })
    expect((await t.call(`/v1/profile/account/${label('other')}`)).status).toBe(404)
  })

  test('rule: the same window and replay rules as before: at most 10 minutes old, 1 minute ahead, never older than what is stored', async () => {
    const name = label('win')
    for (const issuedAt of [Date.now() - 11 * 60_000, Date.now() + 2 * 60_000]) {
      const res = await register({ name, issuedAt })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'message', message: expect.stringContaining('outside the accepted window') })
    }
    const older = registrationMessage({ name, address: alice.address, issuedAt: Date.now() - 60_000 })
    const newer = registrationMessage({ name, address: alice.address, attributes: { bio: 'newer' } })
    const post = async (message: string) => t.call('/v1/profile/account', jsonBody({ coin_type: 60, address: alice.address, message, signature: await alice.signMessage({ message }) }))
    expect((await post(newer)).status).toBe(200)
    // The older signature, replayed after the newer one, changes nothing.
    expect((await post(older)).status).toBe(409)
    expect(await (await t.call(`/v1/profile/account/${name}`)).json()).toMatchObject({ attributes: { bio: 'newer' } })
  })

  test('error: an avatar that is not https (javascript:, data:, http:) is a 400 naming message', async () => {
    for (const avatar of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'http://tracker.test/p.gif', 'https://user:pw@img.test/a.png']) {
      const res = await register({ name: label('pic'), attributes: { avatar } })
      expect([avatar, res.status]).toEqual([avatar, 400])
      expect(await res.json()).toMatchObject({ field: 'message', message: expect.stringContaining('avatar must be an https URL') })
    }
  })

  test("behavior: the API's own images are handed out as they are; a stored outside or unsafe avatar never is", async () => {
    const own = `${t.api.url}/public/getAssetImage/OWN`
    expect((await register({ name: label('own'), attributes: { avatar: own } }, 60, mallory)).status).toBe(200)
    expect(await (await t.call(`/v1/identity/${mallory.address}`)).json()).toMatchObject({ avatar: own })
    // A row from before the rule, as an attacker left it.
    await t.api.db.query("UPDATE names SET attributes = '{\"avatar\":\"javascript:alert(1)\"}' WHERE name = $1", [`${label('own')}.airlock.id`])
    // Announced as every write of a name is, so the identity kept for the address is dropped.
    await notifyHeard(t.api.db, NAME_CHANNEL, mallory.address.toLowerCase())
    expect(await (await t.call(`/v1/identity/${mallory.address}`)).json()).toMatchObject({ avatar: null })
    const profile = (await (await t.call(`/v1/profile/account/${label('own')}`)).json()) as { attributes: Record<string, string> }
    expect(profile.attributes).toEqual({})
    const drawn = await fetch(`${t.api.url}/public/getAvatarImage/${label('own')}.airlock.id`)
    expect(drawn.headers.get('content-type')).toContain('image/svg+xml')
  })

  test('error: a coin type the signature does not cover is a 400 naming coin_type', async () => {
    // Signed for coin type 60, sent as Optimism's.
    const unsigned = await register({ name: label('coin') }, 0x8000000a)
    expect(unsigned.status).toBe(400)
    expect(await unsigned.json()).toMatchObject({ field: 'coin_type' })
    for (const bad of [1e300, -1, 0, 61]) expect(await (await register({ name: label('coin') }, bad)).json()).toMatchObject({ field: 'coin_type' })
    const signed = await register({ name: label('coin'), coinType: 0x8000000a }, 0x8000000a)
    expect(signed.status).toBe(200)
    expect(await signed.json()).toMatchObject({ addresses: { [String(0x8000000a)]: { address: alice.address } } })
  })

  test('error: a NUL or an unpaired surrogate in a signed attribute is a 400, not a 500', async () => {
    const cases: Record<string, string>[] = [{ bio: 'a\0b' }, { 'k\0': 'v' }, { bio: '\uD800' }]
    for (const attributes of cases) {
      const res = await register({ name: label('nul'), attributes })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'message' })
    }
  })

  test('error: a label breaking a rule is a 400 naming the rule (length, characters, hyphens)', async () => {
    const cases: [string, string][] = [['ab', 'length'], ['a'.repeat(33), 'length'], ['ali_ce', 'characters'], ['ali ce', 'characters'], ['-alice', 'hyphens'], ['alice-', 'hyphens'], ['ab-c--d', 'hyphens']]
    for (const [name, rule] of cases) {
      const res = await register({ name })
      expect([name, res.status]).toEqual([name, 400])
      expect(await res.json()).toMatchObject({ field: 'message', code: 'NAME_RULE', rule, message: expect.stringContaining(`'${rule}'`) })
    }
    expect((await t.call(`/v1/profile/account/ab`)).status).toBe(404)
  })

  test('error: homoglyph, mixed-script and invisible labels are refused by ENSIP-15 normalization', async () => {
    // Cyrillic а (U+0430) among Latin letters; a whole-script Cyrillic look-alike of "apple";
    // a zero-width joiner; an emoji (normal in ENS, outside the label rules).
    const cases: [string, string][] = [[`\u0430lice${t.run}`, 'normalization'], ['\u0430\u0440\u0440\u04cf\u0435', 'normalization'], [`al\u200dice${t.run}`, 'normalization'], [`\u{1f600}bob${t.run}`, 'characters']]
    for (const [name, rule] of cases) {
      const res = await register({ name })
      expect([name, res.status]).toEqual([name, 400])
      expect(await res.json()).toMatchObject({ field: 'message', rule })
    }
  })

  test('behavior: case and width fold to one name, so a look-alike spelling of a taken name is taken', async () => {
    const name = label('fold')
    const first = await register({ name: name.toUpperCase() })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ name: `${name}.airlock.id` })
    // Full-width letters normalize to the same label: another address cannot take it.
    const wide = [...name].map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! - 0x61 + 0xff41) : c)).join('')
    expect((await register({ name: wide }, 60, mallory)).status).toBe(409)
    expect(await (await t.call(`/v1/profile/account/${encodeURIComponent(wide)}`)).json()).toMatchObject({ name: `${name}.airlock.id` })
  })
})

describe.each(testBackends())('Name registration budget over $name', (backend) => {
  const t = useTestApi(backend, { rateLimits: { names: { limit: 2, windowSeconds: 60 } } })

  test('behavior: registrations past the names budget get 429 and store nothing', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const post = async (name: string) => {
      const message = registrationMessage({ name, address: account.address })
      return t.call('/v1/profile/account', jsonBody({ coin_type: 60, address: account.address, message, signature: await account.signMessage({ message }) }))
    }
    const names = ['one', 'two', 'three'].map((n) => `${n}${t.run}`)
    const statuses = []
    for (const name of names) statuses.push((await post(name)).status)
    expect(statuses).toEqual([200, 200, 429])
    expect((await t.call(`/v1/profile/account/${names[2]}`)).status).toBe(404)
  })
})

