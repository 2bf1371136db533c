import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiwxMessage } from '../../../plugins/siwx/messages/createSiwxMessage.js'
import { formatSiwxMessage } from '../../../plugins/siwx/messages/formatSiwxMessage.js'
import { createDevnetClients } from '../../../local/devnet/evm/createDevnetClients.js'
import { connectLiveSocket } from '../testing/connectLiveSocket.js'
import { createApiClient, jsonBody } from '../testing/createApiClient.js'
import { APP_ORIGIN, FRAME_ORIGIN, postgresAvailable, useTwoApiProcesses } from '../testing/useTwoApiProcesses.js'

const signer = privateKeyToAccount(`0x${'5a'.repeat(32)}`)

describe.skipIf(!postgresAvailable)('two API processes on one PostgreSQL', { timeout: 60_000 }, () => {
  // A budget small enough to spend in a test: name suggestions, 4 a minute per client address.
  const t = useTwoApiProcesses({ AIRLOCK_RATE_LIMIT_SUGGESTIONS: '4/60' })
  const on = (name: 'a' | 'b') => createApiClient(t.api[name].url, t.projectId)
  const browser = { origin: APP_ORIGIN }

  test('behavior: a sign-in nonce issued by A opens one session on B; a replay is refused by either', async () => {
    const { nonce } = (await (await on('a')('/v1/siwx/nonce', { method: 'POST', headers: browser })).json()) as { nonce: string }
    const message = formatSiwxMessage(createSiwxMessage(
      { chainId: `eip155:${t.chain.chainId}`, accountAddress: signer.address },
      { domain: new URL(APP_ORIGIN).host, uri: APP_ORIGIN, nonce }))
    const body = jsonBody({ message, signature: await signer.signMessage({ message }) }, browser)
    const opened = await on('b')('/v1/siwx/sessions', body)
    expect(opened.status).toBe(201)
    const session = (await opened.json()) as { id: string; token: string }
    for (const name of ['b', 'a'] as const) {
      const replay = await on(name)('/v1/siwx/sessions', body)
      expect(replay.status).toBe(401)
      expect(await replay.json()).toMatchObject({ code: 'nonce_spent' })
    }
    // The session itself is the store's: A reads what B opened.
    expect(await (await on('a')('/v1/siwx/session', jsonBody({ token: session.token }))).json()).toMatchObject({ id: session.id })
  })

  test('behavior: a sign-in code mailed through A is accepted once by B; wrong tries on both count against one code', async () => {
    const frame = { origin: FRAME_ORIGIN }
    const deviceId = randomBytes(32).toString('base64url')
    const start = async (email: string) => {
      expect((await on('a')('/v1/embedded/email/start', jsonBody({ email, deviceId }, frame))).status).toBe(200)
      return (await t.mail.inbox.waitFor(email, () => true)).text.match(/\b(\d{6})\b/)![1]!
    }
    const verify = (name: 'a' | 'b', email: string, otp: string) => on(name)('/v1/embedded/email/verify', jsonBody({ email, otp, deviceId }, frame))

    const email = `two-${randomBytes(4).toString('hex')}@airlock.test`
    const code = await start(email)
    expect((await verify('b', email, code)).status).toBe(200)
    for (const name of ['a', 'b'] as const) expect(await (await verify(name, email, code)).json()).toMatchObject({ code: 'code_expired' })

    const guessed = `guess-${randomBytes(4).toString('hex')}@airlock.test`
    const right = await start(guessed)
    const wrong = right === '000000' ? '111111' : '000000'
    const left: number[] = []
    for (const name of ['a', 'b', 'a', 'b'] as const) left.push(((await (await verify(name, guessed, wrong)).json()) as { attemptsLeft: number }).attemptsLeft)
    expect(left).toEqual([4, 3, 2, 1])
    expect(await (await verify('a', guessed, wrong)).json()).toMatchObject({ code: 'code_expired', attemptsLeft: 0 })
    // Five wrong tries across the two processes killed it: the right code no longer opens anything.
    expect(await (await verify('b', guessed, right)).json()).toMatchObject({ code: 'code_expired' })
  })

  test('behavior: a budget spent on A counts on B', async () => {
    const suggest = (name: 'a' | 'b') => on(name)('/v1/profile/suggestions/alice')
    for (let i = 0; i < 3; i++) expect((await suggest('a')).status).toBe(200)
    expect((await suggest('b')).status).toBe(200)
    const refused = await suggest('b')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await suggest('a')).status).toBe(429)
  })

  test("behavior: a client on B gets the live update of a transfer A's indexer stored", async () => {
    expect(await t.indexerHolder()).toBe('airlock-a')
    const receiver = privateKeyToAccount(`0x${randomBytes(32).toString('hex')}`).address
    const live = await connectLiveSocket(t.api.b.url)
    try {
      expect((await live.request('login', { projectId: t.projectId })).result).toBe(true)
      await live.request('subscribe', { topic: `account:eip155:${t.chain.chainId}:${receiver}` })
      const hash = await createDevnetClients(t.chain).wallet(3).sendTransaction({ to: receiver, value: parseEther('0.25') })
      const push = await live.waitForPush((m) => m.params?.result.kind === 'activity', 15_000)
      expect(push.params!.result).toMatchObject({ hash, account: `eip155:${t.chain.chainId}:${receiver.toLowerCase()}` })
      await live.waitForPush((m) => m.params?.result.kind === 'balance', 5000)
      // B answers the balance A's indexer keeps, as soon as it was told.
      const { balances } = (await (await on('b')(`/v1/account/eip155:${t.chain.chainId}:${receiver}/balance`)).json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
      expect(balances[0]).toMatchObject({ symbol: 'ETH', quantity: { numeric: '0.25' } })
    } finally {
      live.close()
    }
  })
})
