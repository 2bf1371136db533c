import type { Keypair } from '@solana/web3.js'
import type { Ledger } from './createLedger.js'

/** What every RPC method gets besides its params. */
export interface RpcContext {
  ledger: Ledger
  /** Pays requestAirdrop. */
  faucet: Keypair
  genesisHash: string
}

/** One JSON-RPC method: positional params in, the `result` out; throws RpcError. */
export type RpcMethod = (params: readonly unknown[], context: RpcContext) => unknown

/** Wraps a value in the `{ context: { slot }, value }` envelope most Solana methods use. */
export function inContext(ledger: Ledger, value: unknown): { context: { slot: number; apiVersion: string }; value: unknown } {
  return { context: { slot: ledger.slot, apiVersion: solanaCoreVersion }, value }
}

/** The Solana core version the local chain claims, for getVersion and response contexts. */
export const solanaCoreVersion = '2.2.0'
