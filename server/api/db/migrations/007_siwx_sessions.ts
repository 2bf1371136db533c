import type { Migration } from './Migration.js'

/** Sign-in with a signed message: the sessions the server verified (nonces are session_nonces' one-use ones). */
export const migration007SiwxSessions: Migration = {
  version: 7,
  name: 'siwx_sessions',
  sql: `
CREATE TABLE siwx_sessions (
  id uuid PRIMARY KEY,
  project_id text NOT NULL,
  chain_id text NOT NULL,
  address text NOT NULL,
  domain text NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX siwx_sessions_account_idx ON siwx_sessions (project_id, chain_id, address);
`,
}
