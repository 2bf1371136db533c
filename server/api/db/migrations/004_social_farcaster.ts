import type { Migration } from './Migration.js'

/**
 * Social logins in progress (PKCE verifier, nonce: what the callback needs, on whichever
 * instance it lands), Sign In With Farcaster relay channels.
 */
export const migration004SocialFarcaster: Migration = {
  version: 4,
  name: 'social_farcaster',
  sql: `
CREATE TABLE social_login_states (
  state text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text,
  redirect_uri text NOT NULL,
  binding_hash text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_login_states_expires_at ON social_login_states (expires_at);
CREATE TABLE farcaster_channels (
  token text PRIMARY KEY,
  nonce text NOT NULL,
  state text NOT NULL DEFAULT 'pending',
  request jsonb NOT NULL,
  metadata jsonb NOT NULL,
  accept_auth_address boolean NOT NULL,
  result jsonb,
  expires_at timestamptz NOT NULL
);
CREATE INDEX farcaster_channels_expires_at ON farcaster_channels (expires_at);
`,
}
