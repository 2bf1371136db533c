// The lazy entry of the EVM adapter: its details import this chunk on first use and hand the
// adapter the wallet discovery they carry.
export { createEvmAdapter } from './createEvmAdapter.js'
