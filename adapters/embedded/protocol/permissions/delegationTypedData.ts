import { ROOT_AUTHORITY } from '@metamask/delegation-core'
import type { Address, Hex } from 'viem'
import type { Caveat } from './grantCaveats.js'

/** An ERC-7710 delegation as the DelegationManager takes it. */
export interface Delegation {
  delegate: Address
  delegator: Address
  authority: Hex
  caveats: Caveat[]
  salt: bigint
  signature: Hex
}

/** A root delegation (no parent) from `delegator` to `delegate` with `caveats`, not yet signed. */
export function rootDelegation(delegator: Address, delegate: Address, caveats: Caveat[], salt: bigint): Delegation {
  return { delegate, delegator, authority: ROOT_AUTHORITY as Hex, caveats, salt, signature: '0x' }
}

/** The EIP-712 message the delegator signs (the DelegationManager's domain on `chainId`). */
export function delegationTypedData(delegation: Delegation, chainId: number, delegationManager: Address) {
  return {
    domain: { name: 'DelegationManager', version: '1', chainId, verifyingContract: delegationManager },
    types: {
      Delegation: [
        { name: 'delegate', type: 'address' },
        { name: 'delegator', type: 'address' },
        { name: 'authority', type: 'bytes32' },
        { name: 'caveats', type: 'Caveat[]' },
        { name: 'salt', type: 'uint256' },
      ],
      Caveat: [
        { name: 'enforcer', type: 'address' },
        { name: 'terms', type: 'bytes' },
      ],
    },
    primaryType: 'Delegation',
    message: {
      delegate: delegation.delegate,
      delegator: delegation.delegator,
      authority: delegation.authority,
      caveats: delegation.caveats.map(({ enforcer, terms }) => ({ enforcer, terms })),
      salt: delegation.salt,
    },
  } as const
}
