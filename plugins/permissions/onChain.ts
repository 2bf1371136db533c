// Everything of the feature that reads the chain or sends through the bundler (viem's encoders,
// clients and account abstraction), in one chunk loaded on first use: granting, revoking and
// listing need none of it.
export { checkCalls } from './checkCalls.js'
export { publicClientOf, readGrantOnChain } from './readGrantOnChain.js'
export { openAppAccount, sendUnderGrant } from './sendUnderGrant.js'
