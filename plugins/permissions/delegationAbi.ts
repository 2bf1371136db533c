import { parseAbi } from 'viem'

/** ERC-7710's Delegation as the DelegationManager takes it (a grant's context is an array of them, ABI-encoded). */
export const delegationComponents = [
  { name: 'delegate', type: 'address' },
  { name: 'delegator', type: 'address' },
  { name: 'authority', type: 'bytes32' },
  { name: 'caveats', type: 'tuple[]', components: [{ name: 'enforcer', type: 'address' }, { name: 'terms', type: 'bytes' }, { name: 'args', type: 'bytes' }] },
  { name: 'salt', type: 'uint256' },
  { name: 'signature', type: 'bytes' },
] as const

const delegationTuple = `(address delegate, address delegator, bytes32 authority, (address enforcer, bytes terms, bytes args)[] caveats, uint256 salt, bytes signature)`

/** What the app calls to act under a grant, and to read its state: the manager and the period enforcers. */
export const permissionAbi = parseAbi([
  'function redeemDelegations(bytes[] permissionContexts, bytes32[] modes, bytes[] executionCallDatas)',
  `function getDelegationHash(${delegationTuple} delegation) view returns (bytes32)`,
  'function disabledDelegations(bytes32 hash) view returns (bool)',
  'function getAvailableAmount(bytes32 delegationHash, address delegationManager, bytes terms) view returns (uint256 availableAmount, bool isNewPeriod, uint256 currentPeriod)',
  'function callCounts(address delegationManager, bytes32 delegationHash) view returns (uint256)',
])
