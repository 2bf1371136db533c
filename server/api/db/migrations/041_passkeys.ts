import type { Migration } from './Migration.js'

/**
 * Passkeys and the second factor of the embedded wallet: each user's WebAuthn credentials
 * (public key, signature counter, name and device), the challenges issued for them (single
 * use, short lived, bound to what they were issued for), an authenticator app's TOTP secret
 * (sealed under a key derived from the operator's recovery key, which the database never
 * holds; a new app's waits in `pending_sealed` until its first code, so the confirmed one
 * keeps working meanwhile) with its tries and lockouts, and the step-up tokens a fresh assertion or code buys,
 * each for one action. A session opened by a passkey remembers it.
 */
export const migration041Passkeys: Migration = {
  version: 41,
  name: 'passkeys',
  sql: `
ALTER TABLE embedded_users ADD COLUMN webauthn_user_id text;
ALTER TABLE embedded_users ADD COLUMN second_factor_at timestamptz;
CREATE UNIQUE INDEX embedded_users_webauthn_idx ON embedded_users (webauthn_user_id);
ALTER TABLE embedded_sessions ADD COLUMN passkey_id uuid;

CREATE TABLE embedded_passkeys (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  credential_id text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]',
  device_type text NOT NULL,
  backed_up boolean NOT NULL,
  name text NOT NULL,
  device text NOT NULL,
  prf boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  UNIQUE (project_id, credential_id)
);
CREATE INDEX embedded_passkeys_user_idx ON embedded_passkeys (user_id);

CREATE TABLE embedded_webauthn_challenges (
  challenge text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  purpose text NOT NULL CHECK (purpose IN ('signup', 'signin', 'register', 'step_up')),
  rp_id text NOT NULL,
  user_id uuid REFERENCES embedded_users (id) ON DELETE CASCADE,
  session_hash text,
  device_hash text,
  webauthn_user_id text,
  action text,
  subject text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_webauthn_challenges_expires_idx ON embedded_webauthn_challenges (expires_at);

CREATE TABLE embedded_totp (
  user_id uuid PRIMARY KEY REFERENCES embedded_users (id) ON DELETE CASCADE,
  secret_sealed text,
  pending_sealed text,
  confirmed_at timestamptz,
  last_step bigint,
  wrong_tries integer NOT NULL DEFAULT 0,
  lockouts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE embedded_step_ups (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  session_hash text NOT NULL,
  action text NOT NULL,
  subject text,
  method text NOT NULL CHECK (method IN ('passkey', 'totp')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_step_ups_expires_idx ON embedded_step_ups (expires_at);
`,
}
