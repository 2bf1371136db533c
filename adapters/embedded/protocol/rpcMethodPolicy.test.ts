import { describe, expect, test } from 'vitest'
import { classifyRpcMethod, supportedRpcMethods } from './rpcMethodPolicy.js'

describe('classifyRpcMethod', () => {
  test('SPEC §6: reads, fee and gas queries, receipts, raw sends and wallet queries are safe', () => {
    for (const method of ['eth_getBalance', 'eth_call', 'eth_feeHistory', 'eth_getLogs', 'eth_newFilter', 'eth_getTransactionReceipt', 'eth_sendRawTransaction', 'eth_getUserOperationReceipt', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets']) {
      expect(classifyRpcMethod('eip155', method)).toBe('safe')
    }
    expect(classifyRpcMethod('solana', 'solana_getAccounts')).toBe('safe')
  })

  test('SPEC §6: signing, sending, batched calls, permissions and user operations need approval', () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']) {
      expect(classifyRpcMethod('eip155', method)).toBe('approval')
    }
    for (const method of ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']) {
      expect(classifyRpcMethod('solana', method)).toBe('approval')
    }
  })

  test("SPEC §6: anything else is refused ('Requested RPC call is not allowed')", () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'hardhat_setBalance', 'debug_traceCall', 'wallet_addEthereumChain', 'toString', '__proto__']) {
      expect(classifyRpcMethod('eip155', method)).toBe('refused')
    }
    expect(classifyRpcMethod('solana', 'personal_sign')).toBe('refused')
    expect(classifyRpcMethod('bip122', 'signPsbt')).toBe('refused')
  })

  test('behavior: the supported list is the safe and approvable methods of a namespace', () => {
    expect(supportedRpcMethods('eip155')).toContain('personal_sign')
    expect(supportedRpcMethods('solana')).toEqual(expect.arrayContaining(['solana_signAndSendTransaction', 'solana_getAccounts']))
    expect(supportedRpcMethods('solana')).not.toContain('personal_sign')
  })
})
