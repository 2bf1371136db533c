import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { fromBase64 } from '../../../../adapters/solana/fromBase64.js'
import { toBase64 } from '../../../../adapters/solana/toBase64.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from './SigningContext.js'

const invalid = (field: string) => new FrameFailure('invalid_input', `Invalid Solana request field '${field}'`, { field, rpcCode: -32602 })
const object = (params: unknown) => (typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {})

/** Reads a base64 wire transaction (legacy or v0). */
export function readSolanaTransaction(value: unknown, field = 'transaction'): VersionedTransaction {
  if (typeof value !== 'string') throw invalid(field)
  try {
    return VersionedTransaction.deserialize(fromBase64(value))
  } catch {
    throw invalid(field)
  }
}

/** Signs with the account's key; a transaction that does not ask for this account's signature is refused. */
function sign(transaction: VersionedTransaction, keypair: Keypair): VersionedTransaction {
  try {
    transaction.sign([keypair])
  } catch {
    throw new FrameFailure('invalid_input', 'The transaction does not need this account’s signature', { field: 'transaction', rpcCode: 4100 })
  }
  return transaction
}

/**
 * Answers one solana RPC call in the frame (WalletConnect's Solana method shapes: base58
 * messages and signatures, base64 transactions), signing with the key rebuilt for the call.
 */
export async function handleSolanaRpc(ctx: SigningContext, chainId: string, method: string, params: unknown): Promise<unknown> {
  const address = ctx.keyring.address('solana')
  if (!address) throw new FrameFailure('not_connected', 'Sign in first', { rpcCode: 4100 })
  const p = object(params)
  const withKeypair = <T>(use: (keypair: Keypair, seed: Uint8Array) => T | Promise<T>) =>
    ctx.keyring.withKey('solana', async (seed) => use(Keypair.fromSeed(seed), seed))
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: address }]
    case 'solana_signMessage': {
      if (p['pubkey'] !== undefined && p['pubkey'] !== address) throw new FrameFailure('invalid_input', 'The request is for another account', { field: 'pubkey', rpcCode: 4100 })
      let message: Uint8Array
      try {
        message = bs58.decode(String(p['message']))
      } catch {
        throw invalid('message')
      }
      return withKeypair((_, seed) => ({ signature: bs58.encode(ed25519.sign(message, seed)) }))
    }
    case 'solana_signTransaction': {
      const transaction = readSolanaTransaction(p['transaction'])
      return withKeypair((keypair) => {
        const signed = sign(transaction, keypair)
        return { signature: bs58.encode(signed.signatures[0]!), transaction: toBase64(signed.serialize()) }
      })
    }
    case 'solana_signAllTransactions': {
      if (!Array.isArray(p['transactions']) || p['transactions'].length === 0 || p['transactions'].length > 20) throw invalid('transactions')
      const transactions = p['transactions'].map((t, i) => readSolanaTransaction(t, `transactions.${i}`))
      return withKeypair((keypair) => ({ transactions: transactions.map((t) => toBase64(sign(t, keypair).serialize())) }))
    }
    case 'solana_signAndSendTransaction': {
      const transaction = readSolanaTransaction(p['transaction'])
      const signed = await withKeypair((keypair) => sign(transaction, keypair))
      const options = object(p['sendOptions'])
      const signature = await ctx.rpc(chainId, 'sendTransaction', [toBase64(signed.serialize()), { ...options, encoding: 'base64' }])
      return { signature }
    }
    default:
      throw new FrameFailure('rpc_not_allowed', 'Requested RPC call is not allowed', { rpcCode: 4200 })
  }
}
