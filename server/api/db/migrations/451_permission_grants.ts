import type { Migration } from './Migration.js'

/**
 * The permissions embedded wallet users granted to apps (ERC-7715 requests, enforced on chain
 * by the Delegation Framework): one row per delegation, by chain and delegation hash, with
 * the app's origin, its account (the delegate), the request as granted and the context the
 * app redeems. Revocation is read from the chain before it is recorded. Numbered in issue
 * 45's range.
 */
export const migration451PermissionGrants: Migration = {
  version: 451,
  name: 'permission_grants',
  sql: `
CREATE TABLE permission_grants (
  chain_id bigint NOT NULL,
  delegation_hash text NOT NULL,
  project_id text NOT NULL REFERENCES projects (id),
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  app_origin text NOT NULL,
  delegator text NOT NULL,
  delegate text NOT NULL,
  delegation_manager text NOT NULL,
  request jsonb NOT NULL,
  context text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  PRIMARY KEY (chain_id, delegation_hash)
);
CREATE INDEX permission_grants_by_user ON permission_grants (user_id, created_at DESC);
`,
}
