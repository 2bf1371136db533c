import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { createWalletClient as createViemWallet, encodeAbiParameters, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { KEY_REGISTRY_ADDRESS, keyRegistryAbi } from '../farcaster/farcasterRegistries.js'
import { startFarcasterChain, type FarcasterChain } from '../../local/devnet/farcaster/startFarcasterChain.js'
import { createFarcasterSignIn, type FarcasterSignIn } from '../farcaster/createFarcasterSignIn.js'
import { startFarcasterClientDemo } from '../../local/farcasterDemo/startFarcasterClientDemo.js'
import { approveOnDemoClient } from '../../local/farcasterDemo/testing/approveOnDemoClient.js'
import type { RunningService } from '../http/Service.js'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { testBackends } from './testing/testBackends.js'

const authKey = 'relay-key-of-the-demo-client'
const domain = 'app.example.com'
const app = { domain, siweUri: `https://${domain}/login` }

describe.each(testBackends())('Sign In With Farcaster relay over $name', (backend) => {
  let chain: FarcasterChain
  let api: ApiServer
  let client: RunningService
  let farcaster: FarcasterSignIn
  const timings: number[] = []

  beforeAll(async () => {
    chain = await startFarcasterChain({ port: 0 })
    // The client reads the relay's URL when asked, so it can start before the API.
    client = await startFarcasterClientDemo({ port: 0, config: () => ({ relayUrl: api.url, rpcUrl: chain.url, authKey, fids: chain.fids }) })
    api = await startApiServer({ port: 0, databaseUrl: backend.databaseUrl, indexer: false, onError: () => {}, farcasterRelay: { authKey, clientUrl: client.url, rpcUrl: chain.url } })
    farcaster = createFarcasterSignIn({ relayUrl: api.url, rpcUrl: chain.url })
  }, 60_000)
  afterAll(async () => {
    console.log(`Farcaster sign-in, channel to verified person (${backend.name}): ${timings.map((t) => `${Math.round(t)} ms`).join(', ')}`)
    await client?.stop()
    await api?.stop()
    await chain?.stop()
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  const status = (token: string) => fetch(`${api.url}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } })
  // What a Farcaster client sends: the message auth-client builds, signed by `signer`.
  const answer = async (token: string, nonce: string, fid: number, signer: `0x${string}`, extra: Record<string, unknown> = {}) => {
    const wallet = createWalletClient({ relay: api.url, ethereum: viemConnector({ rpcUrl: chain.url }) })
    const account = privateKeyToAccount(signer)
    const built = wallet.buildSignInMessage({ address: account.address, fid, domain, uri: `https://${domain}/login`, nonce })
    const message = built.message!
    return post('/v1/channel/authenticate', { message, signature: await account.signMessage({ message }), fid, ...extra }, { authorization: `Bearer ${token}`, 'x-farcaster-auth-relay-key': authKey })
  }

  test('default: channel, approval on the demo client page, status, and a person verified against chain 10', async () => {
    const started = performance.now()
    const channel = await farcaster.begin(app)
    expect(channel.url).toBe(`${client.url}/?channelToken=${channel.channelToken}`)
    expect(await farcaster.poll(channel)).toBeUndefined()
    const page = await fetch(channel.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`Sign in to ${domain}`)
    const approved = await approveOnDemoClient(client.url, channel.channelToken, '1')
    expect(approved.status).toBe(200)
    const person = await farcaster.poll(channel)
    timings.push(performance.now() - started)
    expect(person).toEqual({ fid: 1, username: 'alice', displayName: 'Alice Demo', bio: chain.fids[0]!.bio, pfpUrl: `${client.url}/pfp/1.svg`, signer: chain.fids[0]!.custody.address, authMethod: 'custody' })
    // The result is handed out once; the demo client's page still reads the answered request.
    await expect(farcaster.poll(channel)).rejects.toMatchObject({ code: 'FARCASTER_CHANNEL_EXPIRED' })
  })

  test('error: the demo client refuses an approval posted from another site (no CSRF token, a foreign Origin)', async () => {
    const channel = await farcaster.begin(app)
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    // A page elsewhere auto-submitting the form: no cookie, no token.
    const forged = await fetch(`${client.url}/approve`, { method: 'POST', headers: form, body: new URLSearchParams({ channelToken: channel.channelToken, fid: '1' }) })
    expect(forged.status).toBe(403)
    // The token of a page the attacker opened itself is bound to that browser's cookie.
    const page = await fetch(`${client.url}/?channelToken=${channel.channelToken}`)
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!
    expect((await fetch(`${client.url}/approve`, { method: 'POST', headers: form, body: new URLSearchParams({ channelToken: channel.channelToken, fid: '1', csrf }) })).status).toBe(403)
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!
    const crossSite = await fetch(`${client.url}/approve`, { method: 'POST', headers: { ...form, cookie, origin: 'https://evil.example' }, body: new URLSearchParams({ channelToken: channel.channelToken, fid: '1', csrf }) })
    expect(crossSite.status).toBe(403)
    expect(await farcaster.poll(channel)).toBeUndefined()
    expect((await approveOnDemoClient(client.url, channel.channelToken, '1')).status).toBe(200)
    expect(await farcaster.poll(channel)).toMatchObject({ fid: 1 })
  })

  test('behavior: the relay speaks FIP-11: 201 channel, 202 pending, 201 authenticate, 200 once with the result', async () => {
    const created = await post('/v1/channel', { siweUri: `https://${domain}/login`, domain, nonce: 'abcdef12345678' })
    expect(created.status).toBe(201)
    const { channelToken, url, connectUri, nonce } = (await created.json()) as Record<string, string>
    expect({ url, connectUri, nonce }).toEqual({ url: `${client.url}/?channelToken=${channelToken}`, connectUri: url, nonce: 'abcdef12345678' })
    const pending = await status(channelToken!)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({ state: 'pending', nonce, signatureParams: { domain, nonce }, acceptAuthAddress: false })
    const bob = chain.fids[1]!
    const done = await answer(channelToken!, nonce!, bob.fid, bob.custody.privateKey, { username: 'bob' })
    expect(done.status).toBe(201)
    expect((await answer(channelToken!, nonce!, bob.fid, bob.custody.privateKey)).status).toBe(409)
    const first = await status(channelToken!)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ state: 'completed', fid: bob.fid, username: 'bob', custody: bob.custody.address, message: expect.stringContaining('Farcaster Auth') })
    expect((await status(channelToken!)).status).toBe(401)
  })

  test('error: bad input is a 400 naming the field; a missing relay key or unknown channel is 401', async () => {
    const bad = await post('/v1/channel', { siweUri: 'not a url', domain })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ field: 'siweUri' })
    const channel = await farcaster.begin(app)
    const alice = chain.fids[0]!
    const noKey = await post('/v1/channel/authenticate', { message: 'x', signature: `0x${'1'.repeat(130)}`, fid: 1 }, { authorization: `Bearer ${channel.channelToken}` })
    expect(noKey.status).toBe(401)
    expect((await answer('00000000-0000-0000-0000-000000000000', channel.nonce, alice.fid, alice.custody.privateKey)).status).toBe(401)
    const badFid = await post('/v1/channel/authenticate', { message: 'x', signature: `0x${'1'.repeat(130)}`, fid: -1 }, { authorization: `Bearer ${channel.channelToken}`, 'x-farcaster-auth-relay-key': authKey })
    expect(await badFid.json()).toMatchObject({ field: 'fid' })
    expect((await fetch(`${api.url}/v1/channel/status`)).status).toBe(401)
  })

  test('error: a message for fid 1 signed by another custody key is refused (FARCASTER_SIGNATURE_INVALID)', async () => {
    const channel = await farcaster.begin(app)
    expect((await answer(channel.channelToken, channel.nonce, 1, chain.fids[1]!.custody.privateKey)).status).toBe(201)
    await expect(farcaster.poll(channel)).rejects.toMatchObject({ code: 'FARCASTER_SIGNATURE_INVALID' })
  })

  test('error: a message signed for another nonce than the backend kept is refused', async () => {
    const channel = await farcaster.begin(app)
    const alice = chain.fids[0]!
    expect((await answer(channel.channelToken, 'othernonce1234', alice.fid, alice.custody.privateKey)).status).toBe(201)
    await expect(farcaster.poll(channel)).rejects.toMatchObject({ code: 'FARCASTER_SIGNATURE_INVALID' })
  })

  test('behavior: an auth address registered in the KeyRegistry signs for its fid', async () => {
    const carol = chain.fids[2]!
    const auth = chain.accounts[6]!
    const key = encodeAbiParameters([{ type: 'address' }], [auth.address])
    await createViemWallet({ account: carol.custody.address, transport: http(chain.url) })
      .writeContract({ address: KEY_REGISTRY_ADDRESS, abi: keyRegistryAbi, functionName: 'add', args: [2, key, 1, '0x'], chain: null })
    const channel = await farcaster.begin(app)
    expect((await answer(channel.channelToken, channel.nonce, carol.fid, auth.privateKey)).status).toBe(201)
    expect(await farcaster.poll(channel)).toMatchObject({ fid: carol.fid, signer: auth.address, authMethod: 'authAddress' })
  })

  test('error: an expired channel answers 401 to every call and the backend gets FARCASTER_CHANNEL_EXPIRED', async () => {
    const channel = await farcaster.begin(app)
    await api.db.query("UPDATE farcaster_channels SET expires_at = now() - interval '1 second' WHERE token = $1", [channel.channelToken])
    const alice = chain.fids[0]!
    expect((await answer(channel.channelToken, channel.nonce, alice.fid, alice.custody.privateKey)).status).toBe(401)
    await expect(farcaster.poll(channel)).rejects.toMatchObject({ code: 'FARCASTER_CHANNEL_EXPIRED' })
    const page = await fetch(channel.url)
    expect(page.status).toBe(410)
  })

  test('behavior: without relay options the API serves no relay (the project guard answers)', async () => {
    const plain = await startApiServer({ port: 0, database: api.db, indexer: false, onError: () => {} })
    try {
      expect((await fetch(`${plain.url}/v1/channel`, { method: 'POST' })).status).toBe(401)
    } finally {
      await plain.stop()
    }
  })
})
