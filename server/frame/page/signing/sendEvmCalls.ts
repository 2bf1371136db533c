import { bytesToHex, isHex, numberToHex, type Hex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from './SigningContext.js'
import { evmWalletClient } from './evmWalletClient.js'
import { readEvmTransaction } from './readEvmTransaction.js'

/** What the frame keeps of a `wallet_sendCalls` batch, for `wallet_getCallsStatus`. */
export interface StoredCalls {
  chainId: string
  hashes: Hex[]
}

/**
 * EIP-5792 `wallet_sendCalls` for an EOA: the calls go out one after another as separate
 * transactions (not atomic, as `wallet_getCapabilities` reports), and the batch id leads to
 * their hashes. A batch that requires atomicity is refused (5760).
 */
export async function sendEvmCalls(ctx: SigningContext, chainId: string, address: string, raw: unknown): Promise<{ id: string }> {
  const request = (Array.isArray(raw) ? raw[0] : undefined) as Record<string, unknown> | undefined
  if (!request || !Array.isArray(request['calls']) || request['calls'].length === 0 || request['calls'].length > 20) {
    throw new FrameFailure('invalid_input', "Invalid wallet_sendCalls field 'calls'", { field: 'calls', rpcCode: -32602 })
  }
  if (request['chainId'] !== undefined && request['chainId'] !== numberToHex(Number(chainId.split(':')[1]))) {
    throw new FrameFailure('invalid_input', 'wallet_sendCalls is for another chain than the current one', { field: 'chainId', rpcCode: -32602 })
  }
  if (request['atomicRequired'] === true) throw new FrameFailure('unsupported', 'This account cannot send calls atomically', { rpcCode: 5760 })
  const calls = request['calls'].map((call) => readEvmTransaction({ ...(call as object), from: request['from'] ?? address }, address))
  if (calls.some((call) => !call.to || (call.data !== undefined && !isHex(call.data)))) {
    throw new FrameFailure('invalid_input', "Invalid wallet_sendCalls field 'to': expected 0x addresses", { field: 'to', rpcCode: -32602 })
  }
  const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  const stored: StoredCalls = { chainId, hashes: [] }
  await ctx.keyring.withKey('eip155', async (secret) => {
    const client = evmWalletClient(secret, chainId, ctx.rpc)
    for (const call of calls) {
      stored.hashes.push(await client.sendTransaction({ ...call, account: client.account!, chain: client.chain } as never))
      ctx.storage.setCalls(id, stored)
    }
  })
  ctx.storage.setCalls(id, stored)
  return { id }
}
