import type { Address } from 'viem'

/**
 * The contracts of MetaMask's Delegation Framework (ERC-7710) that the embedded wallet's
 * permissions use on one chain: the DelegationManager that redeems grants, the EIP-7702
 * account code an EOA runs so grants can act for it, and the caveat enforcers that hold each
 * grant to its rules. The API lists them per chain (`GET /v1/smart-accounts/networks`).
 */
export interface DelegationFrameworkContracts {
  /** Version of the framework's release the contracts come from (`@metamask/delegation-abis`). */
  version: string
  delegationManager: Address
  /** EIP7702StatelessDeleGator: the code an EOA delegates to with EIP-7702 to grant permissions. */
  eip7702DeleGator: Address
  enforcers: DelegationEnforcers
}

/** The caveat enforcers a grant's rules use, by name. */
export interface DelegationEnforcers {
  /** Native coin per period (`native-token-periodic`). */
  nativeTokenPeriodTransfer: Address
  /** An ERC-20 per period (`erc20-token-periodic`). */
  erc20PeriodTransfer: Address
  /** Only these contracts (`contract-call`, `payee` of a native allowance). */
  allowedTargets: Address
  /** Only these functions (`contract-call`). */
  allowedMethods: Address
  /** Calldata equal to given bytes (a native allowance: plain sends only). */
  exactCalldata: Address
  /** Bytes at an offset of the calldata (`payee` of an ERC-20 allowance). */
  allowedCalldata: Address
  /** At most this much native coin per call (none for token and contract grants). */
  valueLte: Address
  /** Before the expiry. */
  timestamp: Address
  /** At most this many calls (`call-limit`). */
  limitedCalls: Address
}
