import type { Migration } from './Migration.js'

/** Per-project gas sponsorship: which contracts, how much a day, and what was granted. */
export const migration003Sponsorship: Migration = {
  version: 3,
  name: 'sponsorship',
  sql: `
CREATE TABLE sponsor_policies (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  chain_id bigint NOT NULL,
  allowed_targets text[] NOT NULL,
  allow_native_transfers boolean NOT NULL DEFAULT false,
  daily_limit_wei numeric(78, 0) NOT NULL CHECK (daily_limit_wei >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, chain_id)
);

CREATE TABLE sponsored_operations (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  chain_id bigint NOT NULL,
  entry_point text NOT NULL,
  sender text NOT NULL,
  nonce numeric(78, 0) NOT NULL,
  day date NOT NULL,
  max_cost_wei numeric(78, 0) NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, chain_id, entry_point, sender, nonce)
);
CREATE INDEX sponsored_operations_day_idx ON sponsored_operations (project_id, chain_id, day);
`,
}
