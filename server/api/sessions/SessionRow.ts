/** A session as stored. */
export interface SessionRow {
  id: string
  project_id: string
  address: string
  chain_id: string
  pci: string
  permissions: unknown[]
  not_before: Date
  expires_at: Date
  revoked_at: Date | null
  created_at: Date
}

/** The answer shape of `GET /v1/sessions/{id}`. */
export function toSessionView(row: SessionRow) {
  return {
    id: row.id,
    pci: row.pci,
    projectId: row.project_id,
    address: row.address,
    chainId: row.chain_id,
    permissions: row.permissions,
    notBefore: row.not_before.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    status: row.revoked_at ? 'revoked' : row.expires_at.getTime() <= Date.now() ? 'expired' : 'active',
  }
}

/** The text a wallet signs to revoke a session; fixed so a signature cannot be reused elsewhere. */
export function revokeMessage(pci: string): string {
  return `Revoke Airlock session ${pci}`
}

/**
 * The text a wallet signs to open a session. The nonce comes from `POST /v1/sessions/nonce`
 * and is spent by the opening, so one signature opens one session.
 */
export function createMessage(p: { projectId: string; chainId: string; nonce: string; notBefore: number; expiresAt: number }): string {
  return `Open Airlock session\nproject: ${p.projectId}\nchain: ${p.chainId}\nnonce: ${p.nonce}\nnot before: ${p.notBefore}\nexpires: ${p.expiresAt}`
}
