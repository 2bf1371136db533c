import type { Queryable } from '../db/Database.js'

/** The chain ids on which a project has a sponsorship policy. */
export async function listSponsoredChainIds(db: Queryable, projectId: string): Promise<Set<number>> {
  const { rows } = await db.query<{ chain_id: string | number }>('SELECT chain_id FROM sponsor_policies WHERE project_id = $1', [projectId])
  return new Set(rows.map((row) => Number(row.chain_id)))
}
