/** An account as the local chain holds it; `owner` is the owning program, base58. */
export interface LedgerAccount {
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}
