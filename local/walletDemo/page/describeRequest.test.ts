import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'

const chainName = (id: number) => (id === 31338 ? 'Airlock Devnet Two' : `Chain ${id}`)

describe('describeRequest', () => {
  it('default: a message to sign is shown as text', () => {
    expect(describeRequest('personal_sign', ['0x48656c6c6f', '0xab'], chainName)).toBe('Sign the message:\nHello')
  })

  it('behavior: a transaction shows its amount and recipient, a switch its chain', () => {
    expect(describeRequest('eth_sendTransaction', [{ to: '0xab', value: '0x3782dace9d900000' }], chainName)).toBe('Send 4 ETH to 0xab')
    expect(describeRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], chainName)).toBe('Switch to Airlock Devnet Two (chain 31338)')
  })

  it('behavior: other requests show their parameters', () => {
    expect(describeRequest('eth_signTypedData_v4', ['0xab', '{}'], chainName)).toContain('"0xab"')
  })
})
