import type { Migration } from './Migration.js'

/**
 * A social login in progress keeps, on the server, what its callback may do: the page of the
 * project it returns to (checked at begin; `state` no longer carries it), the provider's
 * authorization URL (handed out only to the browser that claims the login), a hash of that
 * browser's secret, and a hash of the code its callback brought back, which the completion
 * must match.
 */
export const migration013SocialLoginBrowser: Migration = {
  version: 13,
  name: 'social_login_browser',
  sql: `
ALTER TABLE social_login_states ADD COLUMN return_to text;
ALTER TABLE social_login_states ADD COLUMN authorization_url text;
ALTER TABLE social_login_states ADD COLUMN browser_bound boolean NOT NULL DEFAULT false;
ALTER TABLE social_login_states ADD COLUMN browser_hash text;
ALTER TABLE social_login_states ADD COLUMN callback_code_hash text;
`,
}
