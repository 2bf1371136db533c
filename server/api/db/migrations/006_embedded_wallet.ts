import type { Migration } from './Migration.js'

/**
 * The embedded wallet's backend: users and their accounts, devices, one auth share and one
 * sealed recovery share per device and namespace, one-time codes, the 30 s rule between
 * emails (login and export apart), device approvals, sessions and email changes. No table ever holds a whole key.
 */
export const migration006EmbeddedWallet: Migration = {
  version: 6,
  name: 'embedded_wallet',
  sql: `
CREATE TABLE embedded_users (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  email text NOT NULL,
  recovery_mode text NOT NULL DEFAULT 'automatic' CHECK (recovery_mode IN ('automatic', 'password')),
  preferred_account_type text NOT NULL DEFAULT 'eoa' CHECK (preferred_account_type IN ('eoa', 'smartAccount')),
  user_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, email)
);

CREATE TABLE embedded_accounts (
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  namespace text NOT NULL CHECK (namespace IN ('eip155', 'solana')),
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, namespace)
);

CREATE TABLE embedded_devices (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  approved_at timestamptz,
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, device_hash)
);

CREATE TABLE embedded_key_shares (
  device_id uuid NOT NULL REFERENCES embedded_devices (id) ON DELETE CASCADE,
  namespace text NOT NULL CHECK (namespace IN ('eip155', 'solana')),
  split_id uuid NOT NULL,
  auth_share text NOT NULL,
  recovery_envelope jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, namespace)
);

CREATE TABLE embedded_codes (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  email text NOT NULL,
  purpose text NOT NULL,
  subject_id uuid,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_codes_lookup_idx ON embedded_codes (project_id, email, purpose, created_at DESC);

CREATE TABLE embedded_login_emails (
  project_id text NOT NULL REFERENCES projects (id),
  email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('login', 'export')),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, email, kind)
);

CREATE TABLE embedded_device_approvals (
  token_hash text PRIMARY KEY,
  device_id uuid NOT NULL REFERENCES embedded_devices (id) ON DELETE CASCADE,
  app_name text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE embedded_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  device_id uuid NOT NULL REFERENCES embedded_devices (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_sessions_user_idx ON embedded_sessions (user_id);

CREATE TABLE embedded_email_changes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  primary_verified_at timestamptz,
  completed_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
}
