import type { Migration } from './Migration.js'

/** The hashes of the blocks the indexer stored most recently, to notice a reorganised chain. */
export const migration002IndexedBlocks: Migration = {
  version: 2,
  name: 'indexed_blocks',
  sql: `
CREATE TABLE indexed_blocks (
  chain_id text NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (chain_id, number)
);
`,
}
