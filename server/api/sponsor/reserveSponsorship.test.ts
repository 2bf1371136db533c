import { describe, expect, test } from 'vitest'
import { useStarted } from '../../../test/helpers/useStarted.js'
import { openDatabase } from '../db/openDatabase.js'
import { seedProjects } from '../projects/seedProjects.js'
import { testBackends } from '../testing/testBackends.js'
import { hasSponsorshipLeft, reserveSponsorship, type SponsorshipGrant } from './reserveSponsorship.js'
import { SponsorRefusal } from './SponsorRefusal.js'

const sender = '0x000000000000000000000000000000000000bEEF'
const entryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

describe.each(testBackends())('reserveSponsorship over $name', (backend) => {
  const started = useStarted(async () => ({ db: await openDatabase({ databaseUrl: backend.databaseUrl }) }), ({ db }) => db.close(), 30_000)
  // A project of its own per test, with a daily limit of 100 wei on chain 1.
  const project = async () => {
    const id = `reserve-${Math.random().toString(36).slice(2, 10)}`
    await seedProjects(started.db, [{ id, allowedOrigins: [], sponsorship: [{ chainId: 1, allowedTargets: [], dailyLimitWei: 100n }] }])
    return id
  }
  const grant = (projectId: string, nonce: bigint, maxCostWei: bigint): SponsorshipGrant => ({ projectId, chainId: 1, entryPoint, sender, nonce, maxCostWei })
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof SponsorRefusal ? error.reason : error))

  test('default: grants count against the day until the limit', async () => {
    const id = await project()
    await reserveSponsorship(started.db, grant(id, 0n, 60n))
    expect(await hasSponsorshipLeft(started.db, id, 1, 100n)).toBe(true)
    expect(await refusal(reserveSponsorship(started.db, grant(id, 1n, 41n)))).toBe('DAILY_LIMIT_REACHED')
    await reserveSponsorship(started.db, grant(id, 1n, 40n))
    expect(await hasSponsorshipLeft(started.db, id, 1, 100n)).toBe(false)
  })

  test('behavior: the same operation granted again replaces its grant, never counts twice', async () => {
    const id = await project()
    await reserveSponsorship(started.db, grant(id, 0n, 90n))
    await reserveSponsorship(started.db, grant(id, 0n, 95n))
    await reserveSponsorship(started.db, grant(id, 1n, 5n))
    expect(await hasSponsorshipLeft(started.db, id, 1, 100n)).toBe(false)
  })

  test('behavior: grants made at once never add up past the limit', async () => {
    const id = await project()
    const outcomes = await Promise.all([0n, 1n, 2n, 3n].map((nonce) => refusal(reserveSponsorship(started.db, grant(id, nonce, 30n)))))
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(3)
    expect(outcomes.filter((o) => o === 'DAILY_LIMIT_REACHED')).toHaveLength(1)
  })

  test('error: a project without a policy on the chain is refused (NO_POLICY)', async () => {
    const id = await project()
    expect(await refusal(reserveSponsorship(started.db, { ...grant(id, 0n, 1n), chainId: 2 }))).toBe('NO_POLICY')
  })
})
