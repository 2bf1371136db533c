import type { Migration } from './Migration.js'
import { migration001Init } from './001_init.js'
import { migration002IndexedBlocks } from './002_indexed_blocks.js'
import { migration003EmbeddedWallet } from './003_embedded_wallet.js'

/** Every migration, in the order they apply. */
export const migrations: readonly Migration[] = [migration001Init, migration002IndexedBlocks, migration003EmbeddedWallet]
