import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { startEmbeddedTestApi, type EmbeddedTestApi } from '../../../api/testing/startEmbeddedTestApi.js'
import { testBackends } from '../../../api/testing/testBackends.js'
import { useStarted } from '../../../../test/helpers/useStarted.js'
import { createBackendClient } from '../backend/createBackendClient.js'
import { createFrameStorage } from '../createFrameStorage.js'
import { createKeyring } from '../createKeyring.js'
import type { FrameState } from './FrameState.js'
import { openWallet } from './openWallet.js'

describe.each(testBackends())('openWallet over $name', { timeout: 30_000 }, (backend) => {
  const t = useStarted(() => startEmbeddedTestApi(backend), (s: EmbeddedTestApi) => s.stop(), 30_000)

  /**
   * One page of the wallet, with storage of its own (a frame in its own storage partition):
   * the parts of the frame's state openWallet uses, over the real API.
   */
  function framePage() {
    const items = new Map<string, string>()
    const storage = createFrameStorage({ getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) }, t.projectId)
    let token: string | undefined
    const client = createBackendClient({ apiUrl: t.api.url, projectId: t.projectId, token: () => token })
    const keyring = createKeyring(client, storage)
    const state = {
      backend: client,
      storage,
      keyring,
      session: { keepUser() {}, isSealed: () => false },
      recoveryPublicKey: async () => (await client.config()).recoveryPublicKey,
      needsRecoveryPassword: false,
    } as unknown as FrameState
    const deviceId = randomBytes(32).toString('base64url')
    return { state, keyring, client, deviceId, signedIn: (value: string) => (token = value) }
  }

  test('behavior: a new email signed in on two pages at once gets one wallet; the page that asks second opens it instead of ending on the refusal', async () => {
    const email = `twice-${Math.random().toString(36).slice(2, 8)}@example.com`
    const first = framePage()
    const second = framePage()
    // Both sign in before either has made the wallet: each is a new user's first device.
    expect(await first.client.startEmail(email, first.deviceId)).toEqual({ action: 'VERIFY_OTP' })
    const firstMail = await t.mail.inbox.waitFor(email, (m) => /sign-in code/.test(m.subject))
    const firstIn = await first.client.verifyEmail(email, firstMail.text.match(/\b(\d{6})\b/)![1]!, first.deviceId)
    first.signedIn(firstIn.token)
    await t.api.db.query("UPDATE embedded_login_emails SET sent_at = now() - interval '31 seconds' WHERE email = $1", [email])
    expect(await second.client.startEmail(email, second.deviceId)).toEqual({ action: 'VERIFY_OTP' })
    const secondMail = await t.mail.inbox.waitFor(email, (m) => /sign-in code/.test(m.subject) && m.text !== firstMail.text)
    const secondIn = await second.client.verifyEmail(email, secondMail.text.match(/\b(\d{6})\b/)![1]!, second.deviceId)
    second.signedIn(secondIn.token)
    expect([firstIn.user.accounts, secondIn.user.accounts]).toEqual([[], []])

    expect(await openWallet(first.state, firstIn.user)).toBe(false)
    // The second page still holds the user as it was at its sign-in: no wallet yet.
    expect(await openWallet(second.state, secondIn.user)).toBe(false)
    const address = first.keyring.address('eip155')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(second.keyring.address('eip155')).toBe(address)
    expect(second.keyring.address('solana')).toBe(first.keyring.address('solana'))
    // Each page signs with the same key, rebuilt from its own share.
    const sign = (keyring: typeof first.keyring) => keyring.withKey('eip155', async (secret) => Buffer.from(secret).toString('hex'))
    expect(await sign(second.keyring)).toBe(await sign(first.keyring))
    const { rows } = await t.api.db.query('SELECT namespace FROM embedded_accounts WHERE user_id = $1', [firstIn.user.id])
    expect(rows).toHaveLength(2)
  })
})
