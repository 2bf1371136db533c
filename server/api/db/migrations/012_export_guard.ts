import type { Migration } from './Migration.js'

/**
 * Key export's guards: a ticket per export, made by a signed-in session on an approved
 * device (hashed, single use, dying with that session), and per address a count of wrong
 * codes across every code, with a lockout that grows.
 */
export const migration012ExportGuard: Migration = {
  version: 12,
  name: 'export_guard',
  sql: `
CREATE TABLE embedded_export_tickets (
  ticket_hash text PRIMARY KEY,
  session_token_hash text NOT NULL REFERENCES embedded_sessions (token_hash) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_export_tickets_expires_idx ON embedded_export_tickets (expires_at);

CREATE TABLE embedded_code_lockouts (
  project_id text NOT NULL REFERENCES projects (id),
  email text NOT NULL,
  purpose text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, email, purpose)
);
`,
}
