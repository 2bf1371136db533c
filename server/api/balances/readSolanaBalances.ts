import type { ApiContext } from '../ApiContext.js'
import type { SolanaChain } from '../chains/SolanaChain.js'
import type { Balance } from './Balance.js'

/** Solana balances; filled in once the local Solana chain is part of the stack. */
export async function readSolanaBalances(_ctx: ApiContext, _chain: SolanaChain, _address: string): Promise<Balance[]> {
  return []
}
