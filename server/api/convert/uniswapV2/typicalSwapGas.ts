/**
 * Gas a Router02 swap of `hops` pools typically uses, measured on the local chain with some
 * headroom: what a quote shows, and the limit a built swap gets, when the node cannot
 * estimate it (the sold token is not approved yet, or the balance is short).
 */
export function typicalSwapGas(hops: number): bigint {
  return 90_000n + 90_000n * BigInt(Math.max(1, hops))
}
