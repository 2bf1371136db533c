import { describe, expect, test } from 'vitest'
import { useStarted } from '../../test/helpers/useStarted.js'
import { jsonBody } from './testing/createApiClient.js'
import { startEmbeddedTestApi, TEST_FRAME_ORIGIN, type EmbeddedTestApi } from './testing/startEmbeddedTestApi.js'
import { testBackends } from './testing/testBackends.js'

const tight = { limit: 2, windowSeconds: 60 }
const fromFrame = (body: unknown, client: string) => jsonBody(body, { origin: TEST_FRAME_ORIGIN, 'x-forwarded-for': client })

describe.each(testBackends().slice(0, 1))('embedded wallet rate limits over $name', { timeout: 30_000 }, (backend) => {
  const t = useStarted(
    () => startEmbeddedTestApi(backend, { embeddedMail: tight, embeddedCodes: tight, deviceApprovals: tight }),
    (s: EmbeddedTestApi) => s.stop(),
    30_000,
  )
  const statuses = async (calls: (() => Promise<Response>)[]) => {
    const out: number[] = []
    for (const call of calls) out.push((await call()).status)
    return out
  }

  test('behavior: requests that send mail have a budget of their own per client (email/start, export/start)', async () => {
    const deviceId = 'd'.repeat(43)
    const mail = (path: string, email: string) => () => t.call(path, fromFrame({ email, deviceId }, '127.0.0.1'))
    const answers = await statuses([mail('/v1/embedded/email/start', 'a@example.com'), mail('/v1/embedded/export/start', 'b@example.com'), mail('/v1/embedded/email/start', 'c@example.com')])
    // The export/start without a ticket is refused (400), and counts against the budget all the same.
    expect(answers).toEqual([200, 400, 429])
  })

  test('behavior: requests that check a code have their own budget: a guesser is stopped whatever the email', async () => {
    const verify = (email: string) => () => t.call('/v1/embedded/email/verify', fromFrame({ email, otp: '123456', deviceId: 'd'.repeat(43) }, '127.0.0.1'))
    const answers = await statuses([verify('x@example.com'), verify('y@example.com'), verify('z@example.com')])
    expect(answers.slice(0, 2).every((status) => status !== 429)).toBe(true)
    expect(answers[2]).toBe(429)
  })

  test('behavior: device approvals are limited per client, GET and POST together', async () => {
    const open = () => t.call('/v1/embedded/device/approve', { query: { token: 'x'.repeat(43) } })
    const post = () => t.call('/v1/embedded/device/approve', { method: 'POST', body: new URLSearchParams({ token: 'x'.repeat(43) }) })
    expect(await statuses([open, post, open])).toEqual([400, 400, 429])
  })
})

describe.each(testBackends().slice(0, 1))('embedded wallet rate limits of a device approved by an app code over $name', { timeout: 30_000 }, (backend) => {
  // An API of its own, and a client address of its own (named through X-Forwarded-For): over
  // PostgreSQL the budgets live in the database the tests above share, and they spent theirs.
  const t = useStarted(
    () => startEmbeddedTestApi(backend, { embeddedMail: { limit: 3, windowSeconds: 60 }, embeddedCodes: tight, deviceApprovals: tight }, undefined, { trustedProxies: 1 }),
    (s: EmbeddedTestApi) => s.stop(),
    30_000,
  )

  test('behavior: POST device/totp counts against the code budget (and the mail budget): a guesser is stopped whatever the address', async () => {
    const approve = (email: string) => t.call('/v1/embedded/device/totp', fromFrame({ email, deviceId: 'd'.repeat(43), totp: '123456' }, '127.0.0.2'))
    const answers: number[] = []
    for (const email of ['p@example.com', 'q@example.com', 'r@example.com']) answers.push((await approve(email)).status)
    // Nothing waits for these codes (400), and each counts all the same.
    expect(answers).toEqual([400, 400, 429])
    // The mail budget was spent too: two of its three are gone.
    const start = (email: string) => t.call('/v1/embedded/email/start', fromFrame({ email, deviceId: 'd'.repeat(43) }, '127.0.0.2'))
    expect((await start('s@example.com')).status).toBe(200)
    expect((await start('t@example.com')).status).toBe(429)
  })
})
