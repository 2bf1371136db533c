import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { registrationMessage } from '../../plugins/names/registrationMessage.js'
import { jsonBody } from './testing/createApiClient.js'
import { alice, mallory } from './testing/startTestApi.js'
import { useTestApi } from './testing/useTestApi.js'
import { testBackends } from './testing/testBackends.js'

describe.each(testBackends())('Account API over $name', (backend) => {
  const t = useTestApi(backend)

  describe('names and identity', () => {
    const name = `alice${Math.random().toString(36).slice(2, 8)}`
    const register = async (account = alice, message = registrationMessage({ name, address: alice.address, attributes: { avatar: 'https://img.test/a.png' } }), address = alice.address) =>
      t.call('/v1/profile/account', jsonBody({ coin_type: 60, address, message, signature: await account.signMessage({ message }) }))

    test('default: a signed registration is stored and answers identity, profile and reverse', async () => {
      const res = await register()
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ success: true, name: `${name}.airlock.id` })
      // The outside avatar is never handed out: pages get the API's avatar route for the name.
      expect(await (await t.call(`/v1/identity/${alice.address}`, { query: { sender: alice.address } })).json())
        .toEqual({ name: `${name}.airlock.id`, avatar: `${t.api.url}/public/getAvatarImage/${name}.airlock.id` })
      const profile = (await (await t.call(`/v1/profile/account/${name}.airlock.id`, { query: { apiVersion: '2' } })).json()) as { addresses: Record<string, { address: string }> }
      expect(profile.addresses['60']?.address).toBe(alice.address)
      const reverse = (await (await t.call(`/v1/profile/reverse/${alice.address.toLowerCase()}`, { query: { apiVersion: '2' } })).json()) as { name: string }[]
      expect(reverse.map((p) => p.name)).toEqual([`${name}.airlock.id`])
    })

    test('error: a forged signature is refused and nothing is stored', async () => {
      const message = registrationMessage({ name: `forged${t.run}`, address: alice.address })
      const res = await register(mallory, message, alice.address)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Invalid signature' })
      expect((await t.call(`/v1/profile/account/forged${t.run}`)).status).toBe(404)
    })

    test('error: a name owned by another address is a 409; stale messages are refused', async () => {
      const message = registrationMessage({ name, address: mallory.address })
      expect((await register(mallory, message, mallory.address)).status).toBe(409)
      const stale = registrationMessage({ name, address: alice.address, issuedAt: Date.now() - 3_600_000 })
      const res = await register(alice, stale)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'message' })
    })

    test('behavior: identity of an unknown address is empty', async () => {
      // A fresh address: on PostgreSQL the suites share one store, where the fixed test accounts may hold names.
      const unknown = privateKeyToAccount(generatePrivateKey()).address
      expect(await (await t.call(`/v1/identity/${unknown}`)).json()).toEqual({ name: null, avatar: null })
    })

    test('behavior: suggestions are free variants in the product zone', async () => {
      const body = (await (await t.call(`/v1/profile/suggestions/${name}`, { query: { zone: 'airlock.id' } })).json()) as { suggestions: { name: string; registered: boolean }[] }
      expect(body.suggestions.length).toBeGreaterThan(0)
      expect(body.suggestions.map((s) => s.name)).not.toContain(`${name}.airlock.id`)
      expect(body.suggestions.every((s) => s.name.endsWith('.airlock.id') && !s.registered)).toBe(true)
      expect((await t.call(`/v1/profile/suggestions/${name}`, { query: { zone: 'other.id' } })).status).toBe(400)
    })

    test("error: a malformed address is a 400 naming 'address'", async () => {
      const res = await t.call('/v1/identity/0x123')
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'address' })
      const body = await t.call('/v1/profile/account', jsonBody({ coin_type: 60, address: alice.address, message: '{}' }))
      expect(await body.json()).toMatchObject({ field: 'signature' })
    })
  })
  describe('onramp', () => {
    test('default: options carry SPEC §5 limits and SPEC §9 currencies', async () => {
      const body = (await (await t.call('/v1/onramp/options')).json()) as {
        paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
        purchaseCurrencies: { id: string; networks: { chain_id: string }[] }[]
      }
      expect(body.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
      expect(body.paymentCurrencies[0]!.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }])
      expect(body.purchaseCurrencies.map((c) => c.id)).toEqual(['USDC', 'ETH'])
      for (const c of body.purchaseCurrencies) expect(c.networks.map((n) => n.chain_id)).toEqual(['1', '137'])
    })

    test('default: a quote prices the purchase from the stored table', async () => {
      const res = await t.call('/v1/onramp/quote', jsonBody({ purchaseCurrency: { id: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '100', network: 'ethereum' }))
      expect(await res.json()).toMatchObject({
        paymentTotal: { value: '100.00', currency: 'USD' }, coinbaseFee: { value: '1.50' }, networkFee: { value: '0.50' },
        paymentSubtotal: { value: '98.00' }, purchaseAmount: { value: '98.000000', currency: 'USDC' }, quoteId: expect.any(String) })
    })

    test("error: an amount outside the limits is a 400 naming 'amount'", async () => {
      const res = await t.call('/v1/onramp/quote', jsonBody({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 5 }))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'amount' })
    })

    test('default: the onramp URL opens the sandbox page this server serves', async () => {
      const res = await t.call('/v1/generators/onrampurl', jsonBody({
        destinationWallets: [{ address: alice.address, blockchains: ['ethereum'], assets: ['USDC'] }],
        defaultNetwork: 'ethereum', partnerUserId: 'u1', defaultExperience: 'buy', presetFiatAmount: 50 }))
      const { url } = (await res.json()) as { url: string }
      expect(url.startsWith(`${t.api.url}/onramp/sandbox/`)).toBe(true)
      const page = await fetch(url)
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
      const html = await page.text()
      expect(html).toContain('Complete purchase')
      expect(html).toContain(alice.address)
      // No chain configured here: completing explains why instead of failing silently.
      const complete = new URL(url)
      complete.pathname += '/complete'
      const unpaid = await fetch(complete, { method: 'POST', body: new URLSearchParams({ cardNumber: '4242424242424241', expiry: '12/34', cvc: '123' }) })
      expect(unpaid.status).toBe(400)
      expect(await unpaid.text()).toContain('cardNumber')
      const done = await fetch(complete, { method: 'POST', body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }) })
      expect(done.status).toBe(503)
      expect(await done.text()).toContain('no funded local chain')
    })
  })

  describe('chains', () => {
    test('default: supported chains are empty without configured chains', async () => {
      expect(await (await t.call('/v1/supported-chains')).json()).toEqual({ http: [], ws: [] })
    })

    test("behavior: balances and history of an account on no followed chain are empty", async () => {
      expect(await (await t.call(`/v1/account/${alice.address}/balance`, { query: { currency: 'usd', chainId: 'eip155:1' } })).json()).toEqual({ balances: [] })
      expect(await (await t.call(`/v1/account/${alice.address}/history`)).json()).toEqual({ data: [], next: null })
    })

    test("SPEC §8: convert on an unsupported network says so", async () => {
      const res = await t.call('/v1/convert/gas-price', { query: { chainId: 'eip155:1' } })
      expect(await res.json()).toEqual({ message: 'Network not supported for Gas Price', field: 'chainId', code: 'GAS_PRICE_NOT_SUPPORTED' })
    })

    test("error: the RPC proxy refuses chains it does not serve", async () => {
      const res = await t.call('/v1/', { ...jsonBody({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), query: { chainId: 'eip155:1' } })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'chainId' })
    })
  })
})
