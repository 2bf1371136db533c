import type { Migration } from './Migration.js'

/**
 * The ERC-7677 paymaster services a project's apps may name in `wallet_sendCalls`
 * (`paymasterService.url`): the API relays the embedded wallet's calls only to these origins.
 */
export const migration009PaymasterServices: Migration = {
  version: 9,
  name: 'paymaster_services',
  sql: `
ALTER TABLE projects ADD COLUMN paymaster_services text[] NOT NULL DEFAULT '{}';
`,
}
