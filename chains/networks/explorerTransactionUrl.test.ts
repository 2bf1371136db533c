import { describe, expect, it } from 'vitest'
import { mainnet } from './evmNetworks.js'
import { explorerTransactionUrl } from './explorerTransactionUrl.js'
import { airlockSolanaDevnet, solanaDevnet } from './otherNetworks.js'

describe('explorerTransactionUrl', () => {
  it('default: the transaction page under the explorer, its query kept at the end', () => {
    expect(explorerTransactionUrl(mainnet, '0xab')).toBe('https://etherscan.io/tx/0xab')
    expect(explorerTransactionUrl(solanaDevnet, '5sig')).toBe('https://solscan.io/tx/5sig?cluster=devnet')
  })

  it('behavior: a local network has no explorer, so no link', () => {
    expect(explorerTransactionUrl(airlockSolanaDevnet, '5sig')).toBeUndefined()
  })
})
