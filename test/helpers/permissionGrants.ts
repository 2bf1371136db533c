// What a test needs to make grants as the wallet does (the protocol's own builders), for the
// app-side tests of the permissions plugin, which may not import the embedded adapter itself.
export { grantCaveats } from '../../adapters/embedded/protocol/permissions/grantCaveats.js'
export { delegationTypedData, rootDelegation } from '../../adapters/embedded/protocol/permissions/delegationTypedData.js'
