import type { Migration } from './Migration.js'

/** Projects, names, sessions, events, prices, onramp orders and the chain index. */
export const migration001Init: Migration = {
  version: 1,
  name: 'init',
  sql: `
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  id text PRIMARY KEY,
  allowed_origins text[] NOT NULL DEFAULT '{}',
  features jsonb,
  analytics_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE names (
  name text PRIMARY KEY,
  address text NOT NULL,
  coin_type bigint NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}',
  signed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX names_address_idx ON names (lower(address));

CREATE TABLE sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  address text NOT NULL,
  chain_id text NOT NULL,
  pci text NOT NULL UNIQUE,
  permissions jsonb NOT NULL DEFAULT '[]',
  not_before timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  event_id text NOT NULL,
  event_name text,
  url text,
  domain text,
  client_id text,
  sdk_type text,
  sdk_version text,
  occurred_at timestamptz,
  props jsonb NOT NULL DEFAULT '{}',
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, event_id)
);

CREATE TABLE prices (
  symbol text PRIMARY KEY,
  name text NOT NULL,
  usd_price numeric NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE onramp_orders (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  destination text NOT NULL,
  network text NOT NULL,
  asset text NOT NULL,
  crypto_amount numeric,
  fiat_amount numeric,
  fiat_currency text NOT NULL DEFAULT 'USD',
  partner_user_id text,
  status text NOT NULL DEFAULT 'pending',
  tx_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE TABLE tokens (
  chain_id text NOT NULL,
  address text NOT NULL,
  standard text NOT NULL,
  name text NOT NULL,
  symbol text NOT NULL,
  decimals integer NOT NULL,
  PRIMARY KEY (chain_id, address)
);

CREATE TABLE indexer_cursors (
  chain_id text PRIMARY KEY,
  genesis_hash text NOT NULL,
  last_block bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chain_transactions (
  chain_id text NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  mined_at timestamptz NOT NULL,
  from_address text NOT NULL,
  to_address text,
  nonce bigint NOT NULL,
  value numeric NOT NULL,
  status text NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX chain_transactions_order_idx ON chain_transactions (chain_id, block_number DESC, tx_index DESC);

CREATE TABLE chain_transfers (
  chain_id text NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  standard text NOT NULL,
  token_address text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount numeric NOT NULL,
  token_id numeric,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);

CREATE TABLE account_transactions (
  chain_id text NOT NULL,
  account text NOT NULL,
  tx_hash text NOT NULL,
  mined_at timestamptz NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  PRIMARY KEY (chain_id, account, tx_hash)
);
CREATE INDEX account_transactions_order_idx
  ON account_transactions (account, mined_at DESC, block_number DESC, tx_index DESC, tx_hash DESC);
`,
}
