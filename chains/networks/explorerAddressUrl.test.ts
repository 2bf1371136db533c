import { describe, expect, it } from 'vitest'
import { explorerAddressUrl } from './explorerAddressUrl.js'
import { mainnet } from './evmNetworks.js'
import { airlockSolanaDevnet, solana, solanaDevnet } from './otherNetworks.js'

const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('explorerAddressUrl', () => {
  it('default: the address page under the explorer', () => {
    expect(explorerAddressUrl(mainnet, '0xab')).toBe('https://etherscan.io/address/0xab')
    expect(explorerAddressUrl(solana, address)).toBe(`https://solscan.io/address/${address}`)
  })

  it('behavior: an explorer URL with a query keeps it after the address path', () => {
    expect(explorerAddressUrl(solanaDevnet, address)).toBe(`https://solscan.io/address/${address}?cluster=devnet`)
  })

  it('behavior: a path and a trailing slash are kept once', () => {
    const network = { ...mainnet, blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/chain/1/' } } }
    expect(explorerAddressUrl(network, '0xab')).toBe('https://scan.example/chain/1/address/0xab')
  })

  it('behavior: a network without an explorer has no link', () => {
    expect(explorerAddressUrl(airlockSolanaDevnet, address)).toBeUndefined()
  })
})
