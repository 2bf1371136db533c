import { describe, expect, it } from 'vitest'
import { airlockSolanaDevnet, solana, solanaDevnet, solanaTestnet } from 'airlock'
import { toWalletStandardChain } from './toWalletStandardChain.js'

describe('toWalletStandardChain', () => {
  it("default: the public clusters get the standard's names", () => {
    expect(toWalletStandardChain(solana, ['solana:mainnet'])).toBe('solana:mainnet')
    expect(toWalletStandardChain(solanaDevnet, [])).toBe('solana:devnet')
    expect(toWalletStandardChain(solanaTestnet, ['solana:mainnet'])).toBe('solana:testnet')
  })

  it('rule: any other cluster is solana:localnet', () => {
    expect(toWalletStandardChain(airlockSolanaDevnet, ['solana:mainnet', 'solana:localnet'])).toBe('solana:localnet')
  })

  it('rule: a wallet that lists the CAIP-2 id is asked with that id', () => {
    expect(toWalletStandardChain(airlockSolanaDevnet, [airlockSolanaDevnet.caipNetworkId])).toBe('solana:4ccnz7ZtnoCjhfMEbJLSfZ1UDr7ZCgSv')
    expect(toWalletStandardChain(solana, [solana.caipNetworkId, 'solana:mainnet'])).toBe(solana.caipNetworkId)
  })
})
