import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import type { PublicKey } from '@solana/web3.js'

// Deriving an ATA runs web3.js's pure-JS curve check, a few ms each and far more on first
// use; the genesis ones are the same on every start, so each is derived once per process.
const found = new Map<string, PublicKey>()

/** The classic-token associated token account of `owner` for `mint`, memoised. */
export function findAssociatedTokenAddress(mint: PublicKey, owner: PublicKey): PublicKey {
  const key = `${mint.toBase58()}/${owner.toBase58()}`
  let address = found.get(key)
  if (!address) {
    address = getAssociatedTokenAddressSync(mint, owner)
    found.set(key, address)
  }
  return address
}
