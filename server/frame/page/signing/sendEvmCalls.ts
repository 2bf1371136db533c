import { bytesToHex, type Hex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from './SigningContext.js'
import { evmWalletClient } from './evmWalletClient.js'
import { readSendCallsRequest } from './readSendCallsRequest.js'

/** What the frame keeps of a `wallet_sendCalls` batch, for `wallet_getCallsStatus`. */
export interface StoredCalls {
  chainId: string
  /** The transactions of a batch sent one by one (an EOA). */
  hashes: Hex[]
  /** The one user operation of a smart account's batch (atomic). */
  userOperationHash?: Hex
}

/**
 * EIP-5792 `wallet_sendCalls` for an EOA: the calls go out one after another as separate
 * transactions (not atomic, as `wallet_getCapabilities` reports), and the batch id leads to
 * their hashes. A batch that requires atomicity is refused (5760).
 */
export async function sendEvmCalls(ctx: SigningContext, chainId: string, address: string, raw: unknown): Promise<{ id: string }> {
  const request = readSendCallsRequest(chainId, address, raw)
  if (request.atomicRequired) throw new FrameFailure('unsupported', 'This account cannot send calls atomically', { rpcCode: 5760 })
  const { calls } = request
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
