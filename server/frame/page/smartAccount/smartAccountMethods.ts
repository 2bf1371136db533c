import type { Hex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { EvmTransaction } from '../signing/readEvmTransaction.js'
import type { SendCallsRequest } from '../signing/readSendCallsRequest.js'
import type { StoredCalls } from '../signing/sendEvmCalls.js'
import type { SigningContext } from '../signing/SigningContext.js'
import type { SmartAccountHandle } from './openSmartAccount.js'
import type { Paymaster } from './Paymaster.js'
import type { SmartAccountCall } from './SmartAccountCall.js'
import { sendSmartAccountCalls, waitForUserOperation } from './sendSmartAccountCalls.js'
import { toUserOperationFailure } from './toUserOperationFailure.js'

const toCall = (tx: EvmTransaction): SmartAccountCall => {
  if (!tx.to) throw new FrameFailure('invalid_input', 'A smart account cannot create contracts this way', { field: 'to', rpcCode: -32602 })
  return { to: tx.to, ...(tx.value !== undefined && { value: tx.value }), ...(tx.data && { data: tx.data }) }
}

/**
 * `eth_sendTransaction` from the smart account: one user operation, waited for, answering
 * the hash of the transaction that carried it (what a dapp waits on). An operation whose
 * call reverted is an error naming that transaction.
 */
export async function sendSmartAccountTransaction(handle: SmartAccountHandle, tx: EvmTransaction, paymaster: Paymaster | undefined): Promise<Hex> {
  const hash = await sendSmartAccountCalls(handle, [toCall(tx)], paymaster)
  const { success, receipt } = await waitForUserOperation(handle, hash)
  if (!success) throw new FrameFailure('rpc_error', `The user operation reverted in transaction ${receipt.transactionHash}`, { rpcCode: -32603 })
  return receipt.transactionHash
}

/**
 * EIP-5792 `wallet_sendCalls` from the smart account: every call in one user operation
 * (atomic), its id the user operation's hash, gas paid by the paymaster the approval showed
 * (the app's own `paymasterService`, the project's sponsor, or none).
 */
export async function sendSmartAccountBatch(ctx: SigningContext, handle: SmartAccountHandle, request: SendCallsRequest, paymaster: Paymaster | undefined): Promise<{ id: Hex }> {
  const hash = await sendSmartAccountCalls(handle, request.calls.map(toCall), paymaster)
  const stored: StoredCalls = { chainId: handle.chainId, hashes: [], userOperationHash: hash }
  ctx.storage.setCalls(hash, stored)
  return { id: hash }
}

/** EIP-5792 `wallet_getCallsStatus` of a smart-account batch: pending (100), then 200 or 500, atomic. */
export async function readUserOperationStatus(handle: SmartAccountHandle, id: string, hash: Hex) {
  const found = await handle.bundler().getUserOperationReceipt({ hash }).catch(() => undefined)
  const receipt = found?.receipt
  return {
    version: '2.0.0',
    id,
    chainId: `0x${handle.network.chainId.toString(16)}`,
    atomic: true,
    status: !found ? 100 : found.success ? 200 : 500,
    receipts: receipt
      ? [{
          logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
          status: receipt.status === 'success' ? '0x1' : '0x0',
          blockHash: receipt.blockHash,
          blockNumber: `0x${receipt.blockNumber.toString(16)}`,
          gasUsed: `0x${receipt.gasUsed.toString(16)}`,
          transactionHash: receipt.transactionHash,
        }]
      : [],
  }
}

/**
 * EIP-5792 `wallet_getCapabilities` of one chain for a smart account: it batches atomically
 * (`atomic`, and v1's `atomicBatch`), and ERC-7677's `paymasterService` is supported where
 * the project lets its apps name their own paymaster services.
 */
export function smartAccountCapabilities(handle: SmartAccountHandle) {
  return { atomic: { status: 'supported' }, atomicBatch: { supported: true }, paymasterService: { supported: handle.network.paymasterServiceUrl !== null } }
}

/** SPEC §6's user-operation queries, answered by the chain's bundler (through the API). */
export const userOperationQueries: ReadonlySet<string> = new Set(['eth_getUserOperationByHash', 'eth_getUserOperationReceipt', 'eth_estimateUserOperationGas', 'eth_supportedEntryPoints'])

/** Asks the chain's bundler one of {@link userOperationQueries}; a chain without one is `unsupported`. */
export async function askBundler(handle: SmartAccountHandle | undefined, method: string, params: unknown): Promise<unknown> {
  if (!handle) throw new FrameFailure('unsupported', 'This network has no bundler for user operations', { rpcCode: 4200 })
  try {
    return await handle.bundler().request({ method, params } as never)
  } catch (error) {
    throw toUserOperationFailure(error)
  }
}
