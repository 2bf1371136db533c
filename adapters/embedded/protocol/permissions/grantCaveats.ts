import {
  createAllowedCalldataTerms,
  createAllowedMethodsTerms,
  createAllowedTargetsTerms,
  createERC20TokenPeriodTransferTerms,
  createExactCalldataTerms,
  createLimitedCallsTerms,
  createNativeTokenPeriodTransferTerms,
  createTimestampTerms,
  createValueLteTerms,
} from '@metamask/delegation-core'
import { pad, toFunctionSelector, type Address, type Hex } from 'viem'
import type { DelegationEnforcers } from './DelegationFrameworkContracts.js'
import type { PermissionRequest } from 'airlock/kit'

/** One caveat of a delegation: an enforcer and the terms it holds the redemption to. */
export interface Caveat {
  enforcer: Address
  terms: Hex
  args: Hex
}

/** Why a request cannot become a grant, naming the field. */
export class PermissionRequestError extends Error {
  constructor(readonly field: string, message: string) {
    super(message)
    this.name = 'PermissionRequestError'
  }
}

/** A function named by signature or selector, as its 4-byte selector. */
export function functionSelector(name: string): Hex {
  return (/^0x[0-9a-fA-F]{8}$/.test(name) ? name.toLowerCase() : toFunctionSelector(name.startsWith('function') ? name : `function ${name}`)) as Hex
}

/**
 * The caveats that hold one grant to its request on chain, each enforced by the Delegation
 * Framework's audited contracts: the expiry first (TimestampEnforcer), then the permission
 * (a native allowance per period with plain sends only; an ERC-20 allowance per period on
 * that token's `transfer`; calls to named contracts and functions with no value), then its
 * policies (payees; a number of uses). `start` is when the first period begins (UNIX s).
 * Anything the enforcers could not hold to is refused here, naming the field.
 */
export function grantCaveats(request: PermissionRequest, start: number, enforcers: DelegationEnforcers): Caveat[] {
  const caveat = (enforcer: Address, terms: Hex): Caveat => ({ enforcer, terms, args: '0x' })
  const caveats: Caveat[] = [caveat(enforcers.timestamp, createTimestampTerms({ afterThreshold: 0, beforeThreshold: request.expiry }))]
  const { permission } = request
  const payees = request.policies?.find((p) => p.type === 'payee')?.data.addresses
  switch (permission.type) {
    case 'native-token-periodic': {
      const { periodAmount, periodDuration } = permission.data
      if (BigInt(periodAmount) === 0n) throw new PermissionRequestError('permission.data.periodAmount', 'The amount per period must be more than zero')
      caveats.push(
        caveat(enforcers.nativeTokenPeriodTransfer, createNativeTokenPeriodTransferTerms({ periodAmount: BigInt(periodAmount), periodDuration, startDate: start })),
        caveat(enforcers.exactCalldata, createExactCalldataTerms({ calldata: '0x' })),
      )
      if (payees) caveats.push(caveat(enforcers.allowedTargets, createAllowedTargetsTerms({ targets: [...payees] })))
      break
    }
    case 'erc20-token-periodic': {
      const { tokenAddress, periodAmount, periodDuration } = permission.data
      if (BigInt(periodAmount) === 0n) throw new PermissionRequestError('permission.data.periodAmount', 'The amount per period must be more than zero')
      caveats.push(caveat(enforcers.erc20PeriodTransfer, createERC20TokenPeriodTransferTerms({ tokenAddress, periodAmount: BigInt(periodAmount), periodDuration, startDate: start })))
      if (payees) {
        if (payees.length !== 1) throw new PermissionRequestError('policies.payee.addresses', 'A token allowance takes one payee')
        // transfer(address to, uint256 amount): the recipient is the 32 bytes after the selector.
        caveats.push(caveat(enforcers.allowedCalldata, createAllowedCalldataTerms({ startIndex: 4, value: pad(payees[0]!.toLowerCase() as Hex, { size: 32 }) })))
      }
      break
    }
    case 'contract-call': {
      if (payees) throw new PermissionRequestError('policies.payee', 'Calls to contracts take no payee: name the contracts instead')
      let selectors: Hex[]
      try {
        selectors = permission.data.functions.map(functionSelector)
      } catch {
        throw new PermissionRequestError('permission.data.functions', 'A function is neither a signature nor a selector')
      }
      caveats.push(
        caveat(enforcers.allowedTargets, createAllowedTargetsTerms({ targets: [...permission.data.contracts] })),
        caveat(enforcers.allowedMethods, createAllowedMethodsTerms({ selectors })),
        caveat(enforcers.valueLte, createValueLteTerms({ maxValue: 0n })),
      )
      break
    }
  }
  const limit = request.policies?.find((p) => p.type === 'call-limit')?.data.count
  if (limit !== undefined) caveats.push(caveat(enforcers.limitedCalls, createLimitedCallsTerms({ limit })))
  return caveats
}
