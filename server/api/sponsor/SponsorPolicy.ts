import type { Address } from 'viem'

/** Gas an operation may have in all (every limit together) unless a policy says otherwise. */
export const DEFAULT_MAX_GAS_PER_OPERATION = 3_000_000n
/** Each user, each sender and each client address may use this share of the project's daily limit unless a policy says otherwise: a tenth. */
export const DEFAULT_SHARE_DIVISOR = 10n
/**
 * How long a paymaster signature of this API's verifying paymaster is valid unless the chain's
 * options say otherwise: long enough for a bundler to include the operation, short enough that
 * an unused one soon stops counting against the budgets.
 */
export const DEFAULT_SPONSOR_VALID_SECONDS = 180

/** What a project lets the API sponsor on one chain. */
export interface SponsorPolicy {
  chainId: number
  /** The contracts (and plain recipients) a sponsored operation may call; lower-case. */
  allowedTargets: Address[]
  /**
   * Also sponsor plain ETH sends (calls without data) to any address without code. A send to a
   * contract (or an EIP-7702 account) would run its receive code, so it needs the address
   * among `allowedTargets`.
   */
  allowNativeTransfers: boolean
  /** The most gas, in wei, sponsored per UTC day, counted at each operation's maximum cost. */
  dailyLimitWei: bigint
  /** Sponsor only operations asked for by a signed-in user of the project (an embedded wallet or SIWX session). */
  requireSignIn: boolean
  /** The most one user is sponsored per UTC day. */
  userDailyLimitWei: bigint
  /** The most one sender (smart account) is sponsored per UTC day. */
  senderDailyLimitWei: bigint
  /** The most the asks of one client address are sponsored per UTC day (however many users sign in there). */
  clientDailyLimitWei: bigint
  /** The most gas one operation may have, all its limits together. */
  maxGasPerOperation: bigint
}

/** A policy as configured (options or `AIRLOCK_PROJECTS`); amounts may be decimal strings. */
export interface SponsorPolicySeed {
  chainId: number
  allowedTargets: string[]
  /** Default false. */
  allowNativeTransfers?: boolean
  dailyLimitWei: bigint | string
  /**
   * Default true: only a signed-in user of the project (the embedded wallet's session, or a
   * SIWX session, as `Authorization: Bearer`) is sponsored. False sponsors anyone the other
   * rules allow, for a host that vets its own callers.
   */
  requireSignIn?: boolean
  /** Default a tenth of `dailyLimitWei`. */
  userDailyLimitWei?: bigint | string
  /** Default a tenth of `dailyLimitWei`. */
  senderDailyLimitWei?: bigint | string
  /** Default a tenth of `dailyLimitWei`: what the asks from one client address may hold, so throwaway sign-ins there share it. */
  clientDailyLimitWei?: bigint | string
  /** Default 3,000,000. */
  maxGasPerOperation?: bigint | number | string
}
