import type { Migration } from './Migration.js'

/** One-use nonces a wallet signs into a session's opening message, so a signature opens one session only. */
export const migration005SessionNonces: Migration = {
  version: 5,
  name: 'session_nonces',
  sql: `
CREATE TABLE session_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_nonces_expiry_idx ON session_nonces (expires_at);
`,
}
