/**
 * Gas a Router02 swap of `hops` pools may use, with headroom: what a quote shows, and the
 * limit a built swap gets, when the node cannot estimate it (the sold token is not approved
 * yet, or the balance is short). Measured on the local chain: one pool 101k–160k (the most
 * for an exact output paid in ETH, whose change is refunded, to an account new to the
 * token), two pools 153k–221k.
 */
export function typicalSwapGas(hops: number): bigint {
  return 70_000n + 100_000n * BigInt(Math.max(1, hops))
}
