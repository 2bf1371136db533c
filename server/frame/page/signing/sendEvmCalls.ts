import { bytesToHex, type Hex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from './SigningContext.js'
import { evmWalletClient } from './evmWalletClient.js'
import { sendEvmTransaction } from './sendEvmTransaction.js'
import { readSendCallsRequest } from './readSendCallsRequest.js'
import type { ApprovalTerms } from './createApprovalStore.js'
import { sendEip7702Batch } from '../smartAccount/sendEip7702Batch.js'

/** What the frame keeps of a `wallet_sendCalls` batch, for `wallet_getCallsStatus`. */
export interface StoredCalls {
  chainId: string
  /** The transactions of a batch sent one by one (an EOA). */
  hashes: Hex[]
  /** The one user operation of a smart account's batch (atomic). */
  userOperationHash?: Hex
  /** The calls ran in one transaction (an EOA through its EIP-7702 delegate): all or none. */
  atomic?: boolean
}

/**
 * EIP-5792 `wallet_sendCalls` for an EOA. Where the approval planned it (`terms.eip7702`),
 * the calls run atomically in one transaction through the account's EIP-7702 delegate;
 * otherwise they go out one after another as separate transactions (not atomic), and a batch
 * that requires atomicity is refused (5760). The batch id leads to the hashes.
 */
export async function sendEvmCalls(ctx: SigningContext, chainId: string, address: string, raw: unknown, terms: ApprovalTerms = {}): Promise<{ id: string }> {
  const request = readSendCallsRequest(chainId, address, raw)
  if (terms.eip7702) {
    const { delegate, delegates, erc7579 } = terms.eip7702
    const calls = request.calls.map((call) => ({ to: call.to!, ...(call.value !== undefined && { value: call.value }), ...(call.data && { data: call.data }) }))
    const hash = await sendEip7702Batch(ctx, chainId, address as Hex, delegate, calls, delegates, erc7579)
    const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
    ctx.storage.setCalls(id, { chainId, hashes: [hash], atomic: true } satisfies StoredCalls)
    return { id }
  }
  if (request.atomicRequired) throw new FrameFailure('unsupported', 'This account cannot send calls atomically', { rpcCode: 5760 })
  const { calls } = request
  const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  const stored: StoredCalls = { chainId, hashes: [] }
  await ctx.keyring.withKey('eip155', async (secret) => {
    const client = evmWalletClient(secret, chainId, ctx.rpc)
    for (const call of calls) {
      stored.hashes.push(await sendEvmTransaction(client, call))
      ctx.storage.setCalls(id, stored)
    }
  })
  ctx.storage.setCalls(id, stored)
  return { id }
}
