import type { Migration } from './Migration.js'

/**
 * The ERC-20 allowances accounts gave (`Approval` logs), so an account's history reads an
 * approval as one ("Approved DUSD for Uniswap V2"), not as a call that moved nothing.
 */
export const migration043ChainApprovals: Migration = {
  version: 43,
  name: 'chain_approvals',
  sql: `
CREATE TABLE chain_approvals (
  chain_id text NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  token_address text NOT NULL,
  owner_address text NOT NULL,
  spender_address text NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
`,
}
