/** How the frame treats an RPC method (SPEC §6). */
export type RpcMethodPolicy = 'safe' | 'approval' | 'refused'

/** The chain namespaces the embedded wallet serves. */
export type EmbeddedNamespace = 'eip155' | 'solana'

// SPEC §6, safe: account, block, gas, fee, log, filter, receipt, user-operation queries, raw
// transaction send, wallet capability, call-status and assets queries. Nothing here signs.
const safeEvm = new Set([
  'eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'net_version', 'eth_syncing',
  'eth_blockNumber', 'eth_getBlockByNumber', 'eth_getBlockByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getBlockTransactionCountByHash', 'eth_getBlockReceipts',
  'eth_getBalance', 'eth_getCode', 'eth_getStorageAt', 'eth_getTransactionCount', 'eth_getProof',
  'eth_call', 'eth_estimateGas', 'eth_gasPrice', 'eth_maxPriorityFeePerGas', 'eth_feeHistory', 'eth_blobBaseFee',
  'eth_getLogs', 'eth_newFilter', 'eth_newBlockFilter', 'eth_newPendingTransactionFilter',
  'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_uninstallFilter',
  'eth_getTransactionByHash', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt', 'eth_sendRawTransaction',
  'eth_getUserOperationByHash', 'eth_getUserOperationReceipt', 'eth_estimateUserOperationGas', 'eth_supportedEntryPoints',
  'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets',
])
// SPEC §6, needing approval.
const approvalEvm = new Set([
  'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls',
  'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation',
])
const safeSolana = new Set(['solana_getAccounts', 'solana_requestAccounts'])
const approvalSolana = new Set([
  'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction',
])

/**
 * SPEC §6's split, used by the modal and enforced again by the frame: `safe` methods go
 * straight through, `approval` ones need the person's Approve in the modal, and anything
 * else is refused with 'Requested RPC call is not allowed'.
 * @example
 * classifyRpcMethod('eip155', 'eth_getBalance') // 'safe'
 * classifyRpcMethod('eip155', 'eth_sign') // 'refused'
 */
export function classifyRpcMethod(namespace: string, method: string): RpcMethodPolicy {
  if (namespace === 'eip155') return safeEvm.has(method) ? 'safe' : approvalEvm.has(method) ? 'approval' : 'refused'
  if (namespace === 'solana') return safeSolana.has(method) ? 'safe' : approvalSolana.has(method) ? 'approval' : 'refused'
  return 'refused'
}

/** The methods of each namespace the frame answers or forwards (safe and approvable), for a session's method list. */
export function supportedRpcMethods(namespace: EmbeddedNamespace): string[] {
  return namespace === 'eip155' ? [...safeEvm, ...approvalEvm] : [...safeSolana, ...approvalSolana]
}
