import type { Migration } from './Migration.js'

/**
 * The embedded wallet's other ways in: a user is found by a social provider's subject or a
 * Farcaster fid as well as by email, so email becomes optional; Farcaster channels being
 * waited on keep their nonce and domain here, never in the frame.
 */
export const migration008EmbeddedIdentities: Migration = {
  version: 8,
  name: 'embedded_identities',
  sql: `
ALTER TABLE embedded_users ALTER COLUMN email DROP NOT NULL;

CREATE TABLE embedded_identities (
  project_id text NOT NULL REFERENCES projects (id),
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  user_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, provider, subject)
);
CREATE INDEX embedded_identities_user_idx ON embedded_identities (user_id);

CREATE TABLE embedded_farcaster_logins (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  device_hash text NOT NULL,
  channel_token text NOT NULL,
  nonce text NOT NULL,
  domain text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_farcaster_logins_expires_idx ON embedded_farcaster_logins (expires_at);
`,
}
