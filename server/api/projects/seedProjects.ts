import { PROJECT_CHANNEL } from './projectChannel.js'
import type { Queryable } from '../db/Database.js'
import { paymasterServiceOrigin } from '../sponsor/paymasterServiceOrigin.js'
import { seedSponsorPolicies } from '../sponsor/seedSponsorPolicies.js'
import type { SponsorPolicySeed } from '../sponsor/SponsorPolicy.js'
import type { FeatureSetting } from './ProjectRecord.js'

/** A project the server creates or updates at start, from its options. */
export interface ProjectSeed {
  id: string
  /** The app's name in the emails the embedded wallet sends ("Your sign-in code for …"); default "your app". */
  name?: string
  allowedOrigins: string[]
  /** Overrides of the default feature list (see `defaultFeatures`). */
  features?: FeatureSetting[]
  /** Default true. */
  analyticsEnabled?: boolean
  /**
   * Origins of ERC-7677 paymaster services the project's apps may name in `wallet_sendCalls`
   * (https, or http on loopback); the API relays the embedded wallet's calls to them only.
   */
  paymasterServices?: string[]
  /**
   * Default false. True lets SPEC §9's development hosts (localhost on any port, `*.pages.dev`,
   * `*.vercel.app`, `*.ngrok-free.app`) embed the project's wallet frame beside its allowlisted
   * origins, where the frame server offers them: for a project in development only.
   */
  developmentAncestors?: boolean
  /**
   * Default false. True lets the project's apps approve the embedded wallet's requests with
   * their own buttons when they ask to (`embedded: { approvals: 'host' }`): the wallet's own
   * Approve button and summary are then skipped, and any script running in the app page can
   * approve. For apps that vet every script they run.
   */
  hostApprovals?: boolean
  /** Gas sponsorship per chain; replaces what is stored. Absent: none. */
  sponsorship?: SponsorPolicySeed[]
}

/** Upserts the configured projects so the options stay the source of truth on every start. */
export async function seedProjects(db: Queryable, projects: readonly ProjectSeed[]): Promise<void> {
  for (const p of projects) {
    const paymasterServices = (p.paymasterServices ?? []).map((service) => {
      const origin = paymasterServiceOrigin(service)
      if (!origin) throw new Error(`Project ${p.id}: paymaster service ${service} is neither https nor http on loopback`)
      return origin
    })
    await db.query(
      `INSERT INTO projects (id, allowed_origins, features, analytics_enabled, paymaster_services, name, development_ancestors, host_approvals) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET allowed_origins = EXCLUDED.allowed_origins, features = EXCLUDED.features,
         analytics_enabled = EXCLUDED.analytics_enabled, paymaster_services = EXCLUDED.paymaster_services, name = EXCLUDED.name,
         development_ancestors = EXCLUDED.development_ancestors, host_approvals = EXCLUDED.host_approvals, updated_at = now()`,
      [p.id, p.allowedOrigins, p.features ? JSON.stringify(p.features) : null, p.analyticsEnabled ?? true, paymasterServices, p.name ?? null, p.developmentAncestors ?? false, p.hostApprovals ?? false],
    )
    await seedSponsorPolicies(db, p.id, p.sponsorship ?? [])
    await db.query('SELECT pg_notify($1, $2)', [PROJECT_CHANNEL, p.id])
  }
}
