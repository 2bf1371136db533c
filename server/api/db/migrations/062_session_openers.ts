import type { Migration } from './Migration.js'

/**
 * Sessions that say what opened them, so removing a way in ends the sessions it opened and a
 * person sees their signed-in devices: a public id (never the token's hash), the way in
 * (`email`, a social provider, `farcaster`, `passkey`) and which one (the address, the
 * provider's subject; a passkey by `passkey_id`), the device as its browser named itself, when
 * it was last used, and until when the sign-in may rebuild the keys on a new device.
 */
export const migration062SessionOpeners: Migration = {
  version: 62,
  name: 'session_openers',
  sql: `
ALTER TABLE embedded_sessions ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX embedded_sessions_id_idx ON embedded_sessions (id);
ALTER TABLE embedded_sessions ADD COLUMN method text;
ALTER TABLE embedded_sessions ADD COLUMN method_subject text;
ALTER TABLE embedded_sessions ADD COLUMN device text;
ALTER TABLE embedded_sessions ADD COLUMN last_used_at timestamptz;
ALTER TABLE embedded_sessions ADD COLUMN recover_until timestamptz;
UPDATE embedded_sessions SET method = 'passkey' WHERE passkey_id IS NOT NULL;
CREATE INDEX embedded_sessions_passkey_idx ON embedded_sessions (passkey_id) WHERE passkey_id IS NOT NULL;
`,
}
