import { describe, expect, test } from 'vitest'
import { createBackendClient } from './createBackendClient.js'

/** A client over a fetch double that records each request and answers `answer`. */
function setup(answer: { status: number; body: unknown }) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = []
  const fetch = (async (url: URL, init: RequestInit) => {
    sent.push({ method: init.method!, url: url.toString(), headers: init.headers as Record<string, string>, body: JSON.parse(init.body as string) })
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof globalThis.fetch
  const client = createBackendClient({ apiUrl: 'http://api.test/', projectId: 'p1', token: () => 'als_token', fetch })
  return { client, sent }
}

describe('createBackendClient: set preferred account', () => {
  test('SPEC §7 set preferred account: PATCH me carries only the namespaces that change, with the session token', async () => {
    const user = { id: 'u1', preferredAccountTypes: { eip155: 'smartAccount', solana: 'eoa' }, preferredAccountType: 'smartAccount' }
    const t = setup({ status: 200, body: user })
    expect(await t.client.setPreferredAccountTypes({ solana: 'eoa' })).toEqual(user)
    expect(t.sent).toEqual([{ method: 'PATCH', url: 'http://api.test/v1/embedded/me?projectId=p1', headers: { 'content-type': 'application/json', authorization: 'Bearer als_token' }, body: { preferredAccountTypes: { solana: 'eoa' } } }])
  })

  test("error: the API's 400 comes back as a BackendError naming the field", async () => {
    const t = setup({ status: 400, body: { message: "Invalid body field 'preferredAccountTypes.eip155'", field: 'preferredAccountTypes.eip155' } })
    await expect(t.client.setPreferredAccountTypes({ eip155: 'smart' as never })).rejects.toMatchObject({ status: 400, code: 'invalid_input', facts: { field: 'preferredAccountTypes.eip155' } })
  })
})

describe('createBackendClient: a session sealed and locked here', () => {
  test('behavior: the public configuration is read without the token, so the passkey unlock page can ask for its rpId; a call needing the session still waits for the unlock', async () => {
    const sent: Record<string, string>[] = []
    const fetch = (async (_url: URL, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>)
      return new Response(JSON.stringify({ passkeyRpId: 'localhost' }), { status: 200 })
    }) as unknown as typeof globalThis.fetch
    const locked = () => {
      throw Object.assign(new Error('Unlock this device with your passkey first'), { code: 'passkey_locked' })
    }
    const client = createBackendClient({ apiUrl: 'http://api.test', projectId: 'p1', token: locked, fetch })
    expect(await client.config()).toMatchObject({ passkeyRpId: 'localhost' })
    expect(sent).toEqual([{}])
    await expect(client.me()).rejects.toMatchObject({ code: 'passkey_locked' })
  })
})
