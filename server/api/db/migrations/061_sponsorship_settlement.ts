import type { Migration } from './Migration.js'

/**
 * Sponsorship that an anonymous spree cannot spend: each signature keeps the client address
 * that asked for it (a fourth daily budget, per client, beside the project's, the user's and
 * the sender's), and is settled once the chain has passed its validity: `used` when the
 * EntryPoint spent its nonce (it keeps counting), else unused (it counts no more).
 */
export const migration061SponsorshipSettlement: Migration = {
  version: 61,
  name: 'sponsorship_settlement',
  sql: `
ALTER TABLE sponsor_policies ADD COLUMN client_daily_limit_wei numeric(78, 0) CHECK (client_daily_limit_wei >= 0);
ALTER TABLE sponsored_operations ADD COLUMN client_key text;
ALTER TABLE sponsored_operations ADD COLUMN used boolean;
ALTER TABLE sponsored_operations ADD COLUMN settled_at timestamptz;
CREATE INDEX sponsored_operations_client_idx ON sponsored_operations (project_id, chain_id, day, client_key);
CREATE INDEX sponsored_operations_unsettled_idx ON sponsored_operations (project_id, chain_id, day, valid_until) WHERE used IS NULL;
`,
}
