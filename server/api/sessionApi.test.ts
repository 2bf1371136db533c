import { describe, expect, test } from 'vitest'
import { createMessage, revokeMessage } from './sessions/SessionRow.js'
import { jsonBody } from './testing/createApiClient.js'
import { alice, mallory } from './testing/startTestApi.js'
import { testBackends } from './testing/testBackends.js'
import { useTestApi } from './testing/useTestApi.js'

const now = () => Math.floor(Date.now() / 1000)

describe.each(testBackends())('Sessions over $name', (backend) => {
  const t = useTestApi(backend, { rateLimits: { sessions: { limit: 200, windowSeconds: 60 } } })
  const nonce = async () => ((await (await t.call('/v1/sessions/nonce', { method: 'POST' })).json()) as { nonce: string }).nonce
  /** A signed opening request for the window; `nonce` defaults to a fresh one. */
  const request = async (notBefore: number, expiresAt = notBefore + 3600, n?: string) => {
    const used = n ?? (await nonce())
    const message = createMessage({ projectId: t.projectId, chainId: 'eip155:31337', nonce: used, notBefore, expiresAt })
    return { address: alice.address, chainId: 'eip155:31337', nonce: used, notBefore, expiresAt,
      permissions: [{ type: 'native-token-recurring-allowance' }], signature: await alice.signMessage({ message }) }
  }
  const open = async (notBefore: number, expiresAt?: number) => {
    const res = await t.call('/v1/sessions', jsonBody(await request(notBefore, expiresAt)))
    expect(res.status).toBe(201)
    return (await res.json()) as { id: string; pci: string; token: string }
  }

  test('default: a session reads back with its token and revokes with the wallet signature', async () => {
    const s = await open(now() - 5)
    const auth = { authorization: `Bearer ${s.token}` }
    expect(await (await t.call(`/v1/sessions/${s.id}`, { headers: auth })).json()).toMatchObject({ id: s.id, pci: s.pci, status: 'active' })
    const forged = await t.call(`/v1/sessions/${s.id}/revoke`, jsonBody({ pci: s.pci, signature: await mallory.signMessage({ message: revokeMessage(s.pci) }) }, auth))
    expect(forged.status).toBe(401)
    const res = await t.call(`/v1/sessions/${s.id}/revoke`, jsonBody({ pci: s.pci, signature: await alice.signMessage({ message: revokeMessage(s.pci) }) }, auth))
    expect(await res.json()).toEqual({ success: true })
    expect(await (await t.call(`/v1/sessions/${s.id}`, { headers: auth })).json()).toMatchObject({ status: 'revoked' })
  })

  test("SPEC §8: a token not yet valid answers 'JWT validation error: JWT Token is not yet valid'", async () => {
    const s = await open(now() + 600)
    const res = await t.call(`/v1/sessions/${s.id}`, { headers: { authorization: `Bearer ${s.token}` } })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'JWT validation error: JWT Token is not yet valid' })
  })

  test("error: no token, another session's token, or the token in the URL is refused", async () => {
    const a = await open(now() - 5)
    const b = await open(now() - 5)
    expect((await t.call(`/v1/sessions/${a.id}`)).status).toBe(401)
    expect((await t.call(`/v1/sessions/${a.id}`, { headers: { authorization: `Bearer ${b.token}` } })).status).toBe(401)
    const inUrl = await t.call(`/v1/sessions/${a.id}`, { query: { token: a.token } })
    expect(inUrl.status).toBe(401)
    expect(await inUrl.json()).toEqual({ message: 'JWT validation error: invalid token' })
  })

  test('error: a signature opens one session only: a replay is refused, and so is a nonce never issued', async () => {
    const signed = await request(now() - 5)
    expect((await t.call('/v1/sessions', jsonBody(signed))).status).toBe(201)
    const replay = await t.call('/v1/sessions', jsonBody(signed))
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ field: 'nonce', message: "Invalid body field 'nonce': unknown, expired or already used" })
    const invented = await t.call('/v1/sessions', jsonBody(await request(now() - 5, undefined, 'ab'.repeat(16))))
    expect(await invented.json()).toMatchObject({ field: 'nonce' })
    const missing = await t.call('/v1/sessions', jsonBody({ ...signed, nonce: undefined }))
    expect(await missing.json()).toMatchObject({ field: 'nonce' })
  })

  test('error: a window already over, or ending more than 30 days from now, is a 400 naming expiresAt', async () => {
    for (const [notBefore, expiresAt] of [[now() - 7200, now() - 3600], [now(), now() + 100 * 365 * 86400], [now(), now() + 31 * 86400], [10, 5]]) {
      const res = await t.call('/v1/sessions', jsonBody(await request(notBefore!, expiresAt)))
      expect([notBefore, expiresAt, res.status]).toEqual([notBefore, expiresAt, 400])
      expect(await res.json()).toMatchObject({ field: 'expiresAt' })
    }
    expect((await t.call('/v1/sessions', jsonBody(await request(now(), now() + 29 * 86400)))).status).toBe(201)
  })
})
