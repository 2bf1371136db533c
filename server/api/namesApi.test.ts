import { describe, expect, test } from 'vitest'
import { jsonBody } from './testing/createApiClient.js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testBackends } from './testing/testBackends.js'
import { useTestApi } from './testing/useTestApi.js'

// Accounts of their own: the suites share one PostgreSQL database, and others look up alice's names.
const alice = privateKeyToAccount(generatePrivateKey())
const mallory = privateKeyToAccount(generatePrivateKey())

describe.each(testBackends())('Name registration rules over $name', (backend) => {
  const t = useTestApi(backend)
  const label = (prefix: string) => `${prefix}${t.run}`
  const register = async (fields: Record<string, unknown>, coinType: unknown = 60, account = alice) => {
    const message = JSON.stringify({ timestamp: Date.now(), ...fields })
    return t.call('/v1/profile/account', jsonBody({ coin_type: coinType, address: account.address, message, signature: await account.signMessage({ message }) }))
  }

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
    expect(await (await t.call(`/v1/identity/${mallory.address}`)).json()).toMatchObject({ avatar: null })
    const profile = (await (await t.call(`/v1/profile/account/${label('own')}`)).json()) as { attributes: Record<string, string> }
    expect(profile.attributes).toEqual({})
    const drawn = await fetch(`${t.api.url}/public/getAvatarImage/${label('own')}.airlock.id`)
    expect(drawn.headers.get('content-type')).toContain('image/svg+xml')
  })

  test('error: a coin type the signature does not cover is a 400 naming coin_type', async () => {
    // Signed without a coin type (so 60), sent as Optimism's.
    const unsigned = await register({ name: label('coin') }, 0x8000000a)
    expect(unsigned.status).toBe(400)
    expect(await unsigned.json()).toMatchObject({ field: 'coin_type' })
    for (const bad of [1e300, -1, 0, 61]) expect(await (await register({ name: label('coin') }, bad)).json()).toMatchObject({ field: 'coin_type' })
    const signed = await register({ name: label('coin'), coinType: 0x8000000a }, 0x8000000a)
    expect(signed.status).toBe(200)
    expect(await signed.json()).toMatchObject({ addresses: { [String(0x8000000a)]: { address: alice.address } } })
  })

  test('error: a NUL or an unpaired surrogate in a signed attribute is a 400, not a 500', async () => {
    for (const attributes of [{ bio: 'a\0b' }, { 'k\0': 'v' }, { bio: '\uD800' }]) {
      const res = await register({ name: label('nul'), attributes })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'message' })
    }
  })
})
