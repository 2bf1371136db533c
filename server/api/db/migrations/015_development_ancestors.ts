import type { Migration } from './Migration.js'

/**
 * Whether SPEC §9's development hosts (localhost on any port, pages.dev, vercel.app,
 * ngrok-free.app previews) may embed a project's wallet frame beside its own allowlisted
 * origins: off unless the project opts in.
 */
export const migration015DevelopmentAncestors: Migration = {
  version: 15,
  name: 'development_ancestors',
  sql: `
ALTER TABLE projects ADD COLUMN development_ancestors boolean NOT NULL DEFAULT false;
`,
}
