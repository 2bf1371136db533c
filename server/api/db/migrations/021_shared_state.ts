import type { Migration } from './Migration.js'

/**
 * What several API processes share beyond the earlier tables: request budgets (so a budget
 * spent on one process counts on every other) and the balances the indexer keeps current for
 * the accounts clients ask about. Numbered apart from the security migrations (011+), which
 * may be merged before or after it.
 */
export const migration021SharedState: Migration = {
  version: 21,
  name: 'shared_state',
  sql: `
CREATE TABLE rate_limit_budgets (
  key text PRIMARY KEY,
  used integer NOT NULL,
  granted integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_budgets_expiry_idx ON rate_limit_budgets (expires_at);

CREATE TABLE balance_accounts (
  chain_id text NOT NULL,
  account text NOT NULL,
  tracked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, account)
);

CREATE TABLE account_balances (
  chain_id text NOT NULL,
  account text NOT NULL,
  token text NOT NULL,
  amount numeric NOT NULL,
  block_number bigint NOT NULL,
  PRIMARY KEY (chain_id, account, token)
);
CREATE INDEX account_balances_block_idx ON account_balances (chain_id, block_number);
`,
}
