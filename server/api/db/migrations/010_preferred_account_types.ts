import type { Migration } from './Migration.js'

/**
 * SPEC §3: the embedded wallet user's preferred account type is kept per namespace. The map
 * starts from the single eip155 preference each row had; `preferred_account_type` stays and
 * is kept equal to the map's eip155 entry, so a row written by an older API still reads.
 */
export const migration010PreferredAccountTypes: Migration = {
  version: 10,
  name: 'preferred_account_types',
  sql: `
ALTER TABLE embedded_users ADD COLUMN preferred_account_types jsonb NOT NULL DEFAULT '{}'::jsonb;
UPDATE embedded_users SET preferred_account_types = jsonb_build_object('eip155', preferred_account_type) WHERE preferred_account_type <> 'eoa';
`,
}
