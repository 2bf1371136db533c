import type { Queryable } from '../db/Database.js'
import type { FeatureSetting, ProjectRecord } from './ProjectRecord.js'

/** Reads one project, or undefined when no project has that id. */
export async function findProject(db: Queryable, id: string): Promise<ProjectRecord | undefined> {
  const { rows } = await db.query<{
    id: string; name: string | null; allowed_origins: string[]; features: FeatureSetting[] | null; analytics_enabled: boolean; paymaster_services: string[]; development_ancestors: boolean; host_approvals: boolean
  }>('SELECT id, name, allowed_origins, features, analytics_enabled, paymaster_services, development_ancestors, host_approvals FROM projects WHERE id = $1', [id])
  const row = rows[0]
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    features: row.features,
    analyticsEnabled: row.analytics_enabled,
    paymasterServices: row.paymaster_services,
    developmentAncestors: row.development_ancestors,
    hostApprovals: row.host_approvals,
  }
}
