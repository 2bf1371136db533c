import type { DevAccount } from '../deriveDevAccounts.js'

/**
 * The dev accounts the chain's own services sign with, kept apart from the ten accounts
 * people and tests use, so a bundler's or paymaster's transactions never race theirs
 * for a nonce. Derived from the same mnemonic, at indexes 10 to 13.
 */
export interface DevOperators {
  /** Deploys the ERC-4337 contracts and owns the paymaster (its deposit and stake). */
  deployer: DevAccount
  /** Signs sponsorships; the paymaster contract trusts this address. */
  paymasterSigner: DevAccount
  /** Sends the bundler's handleOps transactions. */
  bundlerExecutor: DevAccount
  /** Pays the bundler's own set-up transactions. */
  bundlerUtility: DevAccount
}

/** Names the operator accounts among dev accounts 10 to 13. */
export function pickDevOperators(accounts: readonly DevAccount[]): DevOperators {
  const [deployer, paymasterSigner, bundlerExecutor, bundlerUtility] = accounts.slice(10, 14)
  if (!deployer || !paymasterSigner || !bundlerExecutor || !bundlerUtility) {
    throw new RangeError('The operator accounts are dev accounts 10 to 13; derive 14 accounts.')
  }
  return { deployer, paymasterSigner, bundlerExecutor, bundlerUtility }
}
