import { describe, expect, test } from 'vitest'
import { useStarted } from '../../../test/helpers/useStarted.js'
import { openDatabase } from '../db/openDatabase.js'
import { seedProjects } from '../projects/seedProjects.js'
import { testBackends } from '../testing/testBackends.js'
import { reserveSponsorship, sponsorshipLeft, type SponsorshipGrant } from './reserveSponsorship.js'
import { SponsorRefusal } from './SponsorRefusal.js'

const sender = '0x000000000000000000000000000000000000bEEF'
const other = '0x000000000000000000000000000000000000CAFE'
const entryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const limits = (daily: bigint, perUser = daily, perSender = daily, perClient = daily) => ({ dailyLimitWei: daily, userDailyLimitWei: perUser, senderDailyLimitWei: perSender, clientDailyLimitWei: perClient })

describe.each(testBackends())('reserveSponsorship over $name', (backend) => {
  const started = useStarted(async () => ({ db: await openDatabase({ databaseUrl: backend.databaseUrl }) }), ({ db }) => db.close(), 30_000)
  // A project of its own per test, with a daily limit of 100 wei on chain 1 (users, senders and client addresses as much, unless told).
  const project = async (perUser = 100n, perSender = 100n, perClient = 100n) => {
    const id = `reserve-${Math.random().toString(36).slice(2, 10)}`
    await seedProjects(started.db, [{ id, allowedOrigins: [], sponsorship: [{ chainId: 1, allowedTargets: [], dailyLimitWei: 100n, userDailyLimitWei: perUser, senderDailyLimitWei: perSender, clientDailyLimitWei: perClient }] }])
    return id
  }
  const grant = (projectId: string, nonce: bigint, maxCostWei: bigint, more: Partial<SponsorshipGrant> = {}): SponsorshipGrant =>
    ({ projectId, chainId: 1, entryPoint, sender, nonce, maxCostWei, userKey: 'embedded:u1', clientKey: '10.0.0.1', validUntil: new Date(Date.now() + 600_000), ...more })
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof SponsorRefusal ? error.reason : error))
  const left = async (id: string, who: { userKey: string | null; sender: `0x${string}`; clientKey?: string } = { userKey: 'embedded:u1', sender }, policy = limits(100n)) =>
    (await sponsorshipLeft(started.db, id, 1, policy, { clientKey: '10.0.0.1', ...who }))?.reason

  test('default: grants count against the day until the limit', async () => {
    const id = await project()
    await reserveSponsorship(started.db, grant(id, 0n, 60n))
    expect(await left(id)).toBeUndefined()
    expect(await refusal(reserveSponsorship(started.db, grant(id, 1n, 41n)))).toBe('DAILY_LIMIT_REACHED')
    await reserveSponsorship(started.db, grant(id, 1n, 40n))
    expect(await left(id)).toBe('DAILY_LIMIT_REACHED')
  })

  test('behavior: every signature is kept; an operation asked for again counts at its dearest signature, never less', async () => {
    const id = await project()
    await reserveSponsorship(started.db, grant(id, 0n, 90n))
    // Cheaper the second time: the first signature is still valid, so 90 still counts.
    await reserveSponsorship(started.db, grant(id, 0n, 5n))
    expect(await refusal(reserveSponsorship(started.db, grant(id, 1n, 11n)))).toBe('DAILY_LIMIT_REACHED')
    // Dearer: counts the difference only (one (sender, nonce) runs once).
    await reserveSponsorship(started.db, grant(id, 0n, 95n))
    await reserveSponsorship(started.db, grant(id, 1n, 5n))
    expect(await left(id)).toBe('DAILY_LIMIT_REACHED')
    const { rows } = await started.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sponsored_operations WHERE project_id = $1', [id])
    expect(rows[0]!.n).toBe('4')
  })

  test("error: one user, or one sender, stops at its own cap before the project's", async () => {
    const id = await project(50n, 30n)
    await reserveSponsorship(started.db, grant(id, 0n, 30n))
    expect(await refusal(reserveSponsorship(started.db, grant(id, 1n, 1n)))).toBe('SENDER_LIMIT_REACHED')
    await reserveSponsorship(started.db, grant(id, 0n, 20n, { sender: other }))
    expect(await refusal(reserveSponsorship(started.db, grant(id, 1n, 1n, { sender: other })))).toBe('USER_LIMIT_REACHED')
    expect(await left(id, { userKey: 'embedded:u1', sender: other }, limits(100n, 50n, 30n))).toBe('USER_LIMIT_REACHED')
    // Another user, and one nobody signed in as, go on until the project's limit.
    await reserveSponsorship(started.db, grant(id, 1n, 10n, { sender: other, userKey: 'embedded:u2' }))
    expect(await left(id, { userKey: null, sender: '0x0000000000000000000000000000000000000001' }, limits(100n, 50n, 30n))).toBeUndefined()
  })

  test('error: throwaway users asking from one client address share its cap, which a user elsewhere does not feel', async () => {
    const id = await project(100n, 100n, 40n)
    await reserveSponsorship(started.db, grant(id, 0n, 30n, { userKey: 'siwx:a' }))
    expect(await refusal(reserveSponsorship(started.db, grant(id, 0n, 11n, { userKey: 'siwx:b', sender: other })))).toBe('CLIENT_LIMIT_REACHED')
    expect(await left(id, { userKey: 'siwx:c', sender: other }, limits(100n, 100n, 100n, 30n))).toBe('CLIENT_LIMIT_REACHED')
    await reserveSponsorship(started.db, grant(id, 0n, 40n, { userKey: 'siwx:d', sender: other, clientKey: '10.0.0.2' }))
  })

  test('behavior: a signature settled as unused counts no more; one still usable, used or not yet settled counts', async () => {
    const id = await project()
    await reserveSponsorship(started.db, grant(id, 0n, 60n))
    await reserveSponsorship(started.db, grant(id, 1n, 40n))
    expect(await refusal(reserveSponsorship(started.db, grant(id, 2n, 1n)))).toBe('DAILY_LIMIT_REACHED')
    // Nonce 0 expired with its nonce unspent (settleSponsorships marks it so); nonce 1 ran.
    await started.db.query('UPDATE sponsored_operations SET used = (nonce = 1), settled_at = now() WHERE project_id = $1', [id])
    await reserveSponsorship(started.db, grant(id, 2n, 60n))
    expect(await refusal(reserveSponsorship(started.db, grant(id, 3n, 1n)))).toBe('DAILY_LIMIT_REACHED')
  })

  test('behavior: grants made at once never add up past the limit', async () => {
    const id = await project()
    const senders = ['0x0000000000000000000000000000000000000001', '0x0000000000000000000000000000000000000002', '0x0000000000000000000000000000000000000003', '0x0000000000000000000000000000000000000004'] as const
    const outcomes = await Promise.all(senders.map((s, i) => refusal(reserveSponsorship(started.db, grant(id, 0n, 30n, { sender: s, userKey: `embedded:u${i}` })))))
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(3)
    expect(outcomes.filter((o) => o === 'DAILY_LIMIT_REACHED')).toHaveLength(1)
  })

  test('error: a project without a policy on the chain is refused (NO_POLICY)', async () => {
    const id = await project()
    expect(await refusal(reserveSponsorship(started.db, { ...grant(id, 0n, 1n), chainId: 2 }))).toBe('NO_POLICY')
  })
})
