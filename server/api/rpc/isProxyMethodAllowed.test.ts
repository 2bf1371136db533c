import { describe, expect, test } from 'vitest'
import { isProxyMethodAllowed } from './isProxyMethodAllowed.js'

describe('isProxyMethodAllowed', () => {
  test('default: reads and raw sends pass', () => {
    for (const m of ['eth_chainId', 'eth_call', 'eth_getBalance', 'eth_sendRawTransaction', 'eth_estimateGas', 'net_version']) {
      expect(isProxyMethodAllowed('eip155', m)).toBe(true)
    }
    for (const m of ['getBalance', 'sendTransaction', 'simulateTransaction']) expect(isProxyMethodAllowed('solana', m)).toBe(true)
  })

  test('SPEC §6: methods that sign with node keys or control the node are refused', () => {
    for (const m of ['eth_sendTransaction', 'eth_sign', 'eth_signTypedData_v4', 'eth_accounts', 'personal_sign', 'hardhat_setBalance', 'evm_mine', 'debug_traceTransaction', 42]) {
      expect(isProxyMethodAllowed('eip155', m)).toBe(false)
    }
    expect(isProxyMethodAllowed('bip122', 'getblock')).toBe(false)
  })
})
