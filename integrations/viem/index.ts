// The public entry of `airlock/viem`: viem clients over the wallet connected in Airlock.
// viem is an optional peer dependency: only hosts that import this entry need it.
export { getWalletClient } from './getWalletClient.js'
export { toViemChain } from './toViemChain.js'
