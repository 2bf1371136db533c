import type { Migration } from './Migration.js'

/**
 * A new device approved by an authenticator-app code instead of the emailed link (SPEC §4
 * VERIFY_DEVICE): its wrong codes are counted apart from the step-ups' (same five tries and
 * doubling lockout), so a stranger who knows the address can lock out only that way in and
 * never the person's step-ups. The replay guard (`last_step`) stays shared. A device approved so
 * records when (`totp_approved_at`): that code is the second factor of the sign-in that follows.
 */
export const migration421DeviceTotpTries: Migration = {
  version: 421,
  name: 'device_totp_tries',
  sql: `
ALTER TABLE embedded_totp ADD COLUMN device_wrong_tries integer NOT NULL DEFAULT 0;
ALTER TABLE embedded_totp ADD COLUMN device_lockouts integer NOT NULL DEFAULT 0;
ALTER TABLE embedded_totp ADD COLUMN device_locked_until timestamptz;
ALTER TABLE embedded_devices ADD COLUMN totp_approved_at timestamptz;
`,
}
