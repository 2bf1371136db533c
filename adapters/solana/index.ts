// The lazy entry of the Solana adapter: the kernel imports this chunk on first use.
export { createSolanaAdapter as default } from './createSolanaAdapter.js'
