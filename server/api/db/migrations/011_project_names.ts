import type { Migration } from './Migration.js'

/**
 * The app's name per project, as the operator configured it: what emails name, never a name
 * a caller sends.
 */
export const migration011ProjectNames: Migration = {
  version: 11,
  name: 'project_names',
  sql: `
ALTER TABLE projects ADD COLUMN name text;
`,
}
