import type { Address } from 'viem'

/** What a project lets the API sponsor on one chain. */
export interface SponsorPolicy {
  chainId: number
  /** The contracts (and plain recipients) a sponsored operation may call; lower-case. */
  allowedTargets: Address[]
  /**
   * Also sponsor plain ETH sends (calls without data) to any address. Such a call runs the
   * recipient's receive code if it is a contract; the daily limit still bounds the cost.
   */
  allowNativeTransfers: boolean
  /** The most gas, in wei, sponsored per UTC day, counted at each operation's maximum cost. */
  dailyLimitWei: bigint
}

/** A policy as configured (options or `AIRLOCK_PROJECTS`); the limit may be a decimal string. */
export interface SponsorPolicySeed {
  chainId: number
  allowedTargets: string[]
  /** Default false. */
  allowNativeTransfers?: boolean
  dailyLimitWei: bigint | string
}
