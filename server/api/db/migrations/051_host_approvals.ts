import type { Migration } from './Migration.js'

/**
 * Whether the project lets its apps approve the embedded wallet's requests with their own
 * buttons (`embedded: { approvals: 'host' }` in the app's config): off unless the operator
 * opts in, so a script injected into an app page cannot turn the wallet's own Approve off.
 */
export const migration051HostApprovals: Migration = {
  version: 51,
  name: 'host_approvals',
  sql: `
ALTER TABLE projects ADD COLUMN host_approvals boolean NOT NULL DEFAULT false;
`,
}
