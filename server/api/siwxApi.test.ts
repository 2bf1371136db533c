import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { describe, expect, test } from 'vitest'
import { formatSiwxMessage } from '../../plugins/siwx/messages/formatSiwxMessage.js'
import { createSiwxMessage } from '../../plugins/siwx/messages/createSiwxMessage.js'
import { verifySiwxSession, SiwxSessionError } from '../../integrations/server/verifySiwxSession.js'
import { useStarted } from '../../test/helpers/useStarted.js'
import { jsonBody } from './testing/createApiClient.js'
import { alice, mallory, startTestApi } from './testing/startTestApi.js'
import { startTestChain } from './testing/startTestChain.js'
import { testBackends } from './testing/testBackends.js'

const page = { domain: 'app.example.com', uri: 'https://app.example.com' }
const solanaKey = ed25519.utils.randomPrivateKey()
const solanaAddress = bs58.encode(ed25519.getPublicKey(solanaKey))

describe.each(testBackends())('Sign-in sessions over $name', (backend) => {
  // The API serves one EVM chain (31337); the project allows http://localhost:5173 and https://*.example.com.
  const t = useStarted(async () => {
    const chain = await startTestChain()
    const api = await startTestApi(backend, { rateLimits: { sessions: { limit: 500, windowSeconds: 60 } }, indexer: false, evm: { rpcUrl: chain.url, chainId: chain.chainId } })
    return { ...api, chain }
  }, async (s) => {
    await s.api.stop()
    await s.chain.stop()
  }, 60_000)
  const nonce = async () => ((await (await t.call('/v1/siwx/nonce', { method: 'POST' })).json()) as { nonce: string }).nonce
  const evmMessage = async (options: { expiresInMs?: number; now?: Date; nonce?: string; domain?: string; uri?: string; chainId?: `eip155:${string}` } = {}) =>
    formatSiwxMessage(createSiwxMessage({ chainId: options.chainId ?? 'eip155:31337', accountAddress: alice.address }, { ...page, nonce: options.nonce ?? (await nonce()), ...options }))
  const solanaMessage = async (options: { now?: Date; chainId?: `solana:${string}`; domain?: string; uri?: string } = {}) => {
    const data = createSiwxMessage({ chainId: options.chainId ?? 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: solanaAddress }, { ...page, nonce: await nonce(), ...options })
    const message = formatSiwxMessage(data)
    return { message, signature: bs58.encode(ed25519.sign(new TextEncoder().encode(message), solanaKey)) }
  }
  const open = (message: string, signature: string, headers: Record<string, string> = {}) => t.call('/v1/siwx/sessions', jsonBody({ message, signature }, headers))
  const opened = async () => {
    const message = await evmMessage()
    const res = await open(message, await alice.signMessage({ message }))
    expect(res.status).toBe(201)
    return (await res.json()) as { id: string; token: string; address: string; chainId: string; expiresAt: string }
  }

  test('default: an EIP-4361 message signed by its account opens a session the token reads back', async () => {
    const session = await opened()
    expect(session).toMatchObject({ address: alice.address, chainId: 'eip155:31337' })
    const res = await t.call('/v1/siwx/session', jsonBody({ token: session.token }))
    expect(await res.json()).toMatchObject({ id: session.id, address: alice.address, chainId: 'eip155:31337', domain: 'app.example.com', expiresAt: session.expiresAt })
  })

  test('behavior: a Sign In With Solana message signed with ed25519 opens a session', async () => {
    const data = createSiwxMessage({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: solanaAddress }, { ...page, nonce: await nonce() })
    const message = formatSiwxMessage(data)
    const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), solanaKey))
    const res = await open(message, signature)
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ address: solanaAddress, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    const tampered = formatSiwxMessage({ ...data, nonce: await nonce(), statement: 'Send me everything' })
    expect((await open(tampered, signature)).status).toBe(401)
  })

  test('error: a tampered message or a signature by another key is refused', async () => {
    const message = await evmMessage()
    const signature = await alice.signMessage({ message })
    const tampered = message.replace('Sign in to prove', 'Sign in to give away')
    const res = await open(tampered, signature)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ field: 'signature' })
    expect((await open(message, await mallory.signMessage({ message }))).status).toBe(401)
    expect((await open(message, `${signature.slice(0, -4)}0000`)).status).toBe(401)
  })

  test('error: a nonce the server did not issue, or one already spent, is refused', async () => {
    const forged = await evmMessage({ nonce: 'a'.repeat(32) })
    expect((await open(forged, await alice.signMessage({ message: forged }))).status).toBe(401)
    const message = await evmMessage()
    const signature = await alice.signMessage({ message })
    expect((await open(message, signature)).status).toBe(201)
    const replay = await open(message, signature)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ field: 'message', code: 'nonce_spent' })
  })

  test('error: an expired message, one not yet valid, or one for another page is refused with 400', async () => {
    const expired = await evmMessage({ now: new Date(Date.now() - 7200_000), expiresInMs: 3600_000 })
    const res = await open(expired, await alice.signMessage({ message: expired }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'message' })
    const elsewhere = await evmMessage()
    expect((await open(elsewhere, await alice.signMessage({ message: elsewhere }), { origin: 'https://shop.example.com' })).status).toBe(400)
    expect((await open('hello', '0x00')).status).toBe(400)
  })

  test("error: a message for a site off the project's allowlist opens no session, with or without Origin", async () => {
    // A phishing site's message, redeemed by its own server (no Origin header).
    const phished = await evmMessage({ domain: 'evil.example', uri: 'https://evil.example' })
    const res = await open(phished, await alice.signMessage({ message: phished }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'message', message: expect.stringContaining('evil.example') })
    // An allowed domain with a URI elsewhere, or of another scheme.
    for (const uri of ['https://evil.example/login', 'http://app.example.com']) {
      const split = await evmMessage({ uri })
      expect((await open(split, await alice.signMessage({ message: split }))).status).toBe(400)
    }
    // Allowed, but not the page that calls.
    const other = await evmMessage({ domain: 'localhost:5173', uri: 'http://localhost:5173' })
    expect((await open(other, await alice.signMessage({ message: other }), { origin: 'https://app.example.com' })).status).toBe(400)
    expect((await open(other, await alice.signMessage({ message: other }), { origin: 'http://localhost:5173' })).status).toBe(201)
    const solana = await solanaMessage({ domain: 'evil.example', uri: 'https://evil.example' })
    expect((await open(solana.message, solana.signature)).status).toBe(400)
  })

  test('error: an EVM chain this API does not serve, a Sign In With Solana chain it does not know, and an issuedAt in the future are refused', async () => {
    const mainnet = await evmMessage({ chainId: 'eip155:1' })
    const res = await open(mainnet, await alice.signMessage({ message: mainnet }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'message', message: expect.stringContaining('eip155:1') })
    const unknown = await solanaMessage({ chainId: 'solana:NotAChainAnyoneRuns111111111111' })
    expect((await open(unknown.message, unknown.signature)).status).toBe(400)
    const later = new Date(Date.now() + 3600_000)
    const future = await evmMessage({ now: later })
    expect((await open(future, await alice.signMessage({ message: future }))).status).toBe(400)
    const futureSolana = await solanaMessage({ now: later })
    expect((await open(futureSolana.message, futureSolana.signature)).status).toBe(400)
    // A clock a little ahead is within the skew.
    const skewed = await evmMessage({ now: new Date(Date.now() + 30_000) })
    expect((await open(skewed, await alice.signMessage({ message: skewed }))).status).toBe(201)
  })

  test('behavior: a revoked session is refused by the API and by verifySiwxSession', async () => {
    const session = await opened()
    const options = { apiUrl: t.api.url, projectId: t.projectId }
    expect(await verifySiwxSession(session.token, options)).toMatchObject({ address: alice.address, domain: 'app.example.com' })
    expect((await t.call('/v1/siwx/session/revoke', jsonBody({ token: session.token }))).status).toBe(200)
    const res = await t.call('/v1/siwx/session', jsonBody({ token: session.token }))
    expect(res.status).toBe(401)
    await expect(verifySiwxSession(session.token, options)).rejects.toMatchObject({ code: 'ended' })
    await expect(verifySiwxSession(`${session.token.slice(0, -3)}abc`, options)).rejects.toBeInstanceOf(SiwxSessionError)
  })
})
