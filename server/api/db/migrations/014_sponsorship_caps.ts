import type { Migration } from './Migration.js'

/**
 * Sponsorship that cannot be cashed out: a policy may require a signed-in user (the default)
 * and caps each user and each sender per day beside the project, and limits an operation's
 * gas; every signature given is kept (never replaced by a later one for the same operation),
 * with the user it was given to and until when it is valid.
 */
export const migration014SponsorshipCaps: Migration = {
  version: 14,
  name: 'sponsorship_caps',
  sql: `
ALTER TABLE sponsor_policies ADD COLUMN require_sign_in boolean NOT NULL DEFAULT true;
ALTER TABLE sponsor_policies ADD COLUMN sender_daily_limit_wei numeric(78, 0) CHECK (sender_daily_limit_wei >= 0);
ALTER TABLE sponsor_policies ADD COLUMN user_daily_limit_wei numeric(78, 0) CHECK (user_daily_limit_wei >= 0);
ALTER TABLE sponsor_policies ADD COLUMN max_gas_per_operation numeric(78, 0) CHECK (max_gas_per_operation > 0);

ALTER TABLE sponsored_operations DROP CONSTRAINT sponsored_operations_pkey;
ALTER TABLE sponsored_operations ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE sponsored_operations ADD PRIMARY KEY (id);
ALTER TABLE sponsored_operations ADD COLUMN user_key text;
ALTER TABLE sponsored_operations ADD COLUMN valid_until timestamptz;
CREATE INDEX sponsored_operations_operation_idx ON sponsored_operations (project_id, chain_id, entry_point, sender, nonce);
CREATE INDEX sponsored_operations_user_idx ON sponsored_operations (project_id, chain_id, day, user_key);
CREATE INDEX sponsored_operations_sender_idx ON sponsored_operations (project_id, chain_id, day, sender);
`,
}
