// The lazy entry of the EVM adapter: the kernel imports this chunk on first use.
export { createEvmAdapter as default } from './createEvmAdapter.js'
