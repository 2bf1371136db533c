import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { useStarted } from '../../../test/helpers/useStarted.js'
import { BackendError } from '../../frame/page/backend/BackendError.js'
import { createBackendClient } from '../../frame/page/backend/createBackendClient.js'
import { createRecoveryKey } from '../../frame/custody/recoverySuite.js'
import { startEmbeddedTestApi, type EmbeddedTestApi } from '../testing/startEmbeddedTestApi.js'
import { createEmbeddedContext } from './createEmbeddedContext.js'

const newDevice = () => randomBytes(32).toString('base64url')
const newEmail = () => `interval-${Math.random().toString(36).slice(2, 9)}@example.com`
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as BackendError)

// SPEC §9's 30 s default is checked in embeddedApi.test.ts; here, a test stack's shorter wait.
describe('embedded.loginEmailIntervalSeconds', () => {
  const roomy = { limit: 1000, windowSeconds: 60 }
  const t = useStarted(() => startEmbeddedTestApi({ name: 'pglite' }, { embeddedMail: roomy }, undefined, { loginEmailIntervalSeconds: 2 }), (s: EmbeddedTestApi) => s.stop(), 30_000)

  test('behavior: a shorter wait is the one config reports, the one a refusal names, and once it is over the next email goes', async () => {
    const client = createBackendClient({ apiUrl: t.api.url, projectId: t.projectId, token: () => undefined })
    expect((await client.config()).emailIntervalSeconds).toBe(2)
    const email = newEmail()
    const deviceId = newDevice()
    await client.startEmail(email, deviceId)
    const refused = await failure(client.startEmail(email, deviceId))
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(refused!.facts.retryAfterMs).toBeGreaterThan(0)
    expect(refused!.facts.retryAfterMs).toBeLessThanOrEqual(2000)
    await new Promise((resolve) => setTimeout(resolve, refused!.facts.retryAfterMs! + 100))
    await expect(client.startEmail(email, deviceId)).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test('error: a wait that is not a whole number of seconds, at least 1, is refused naming the option', () => {
    const base = { frameOrigins: ['http://127.0.0.1:48793'], recoveryKey: createRecoveryKey().privateKey, mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'a <a@b.test>' } }
    for (const loginEmailIntervalSeconds of [0, -5, 1.5, Number.NaN]) {
      expect(() => createEmbeddedContext({ ...base, loginEmailIntervalSeconds })).toThrow(/Invalid loginEmailIntervalSeconds/)
    }
    expect(createEmbeddedContext(base).loginEmailIntervalSeconds).toBe(30)
  })
})
