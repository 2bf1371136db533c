import { type ChainAdapter, mainnet, solana } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { estimateSendFee, SOLANA_DEFAULT_FEE_LAMPORTS } from './estimateSendFee.js'

const request = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n }

describe('estimateSendFee', () => {
  it('default: the adapter’s own estimate', async () => {
    const estimateFee = vi.fn(async () => ({ value: 21_000n, decimals: 18, symbol: 'ETH' }))
    expect(await estimateSendFee({ estimateFee } as unknown as ChainAdapter, request, mainnet)).toEqual({ value: 21_000n, decimals: 18, symbol: 'ETH' })
    expect(estimateFee).toHaveBeenCalledWith(request, mainnet)
  })

  it('rule Solana default: an adapter without an estimate costs 5000 lamports on Solana', async () => {
    expect(SOLANA_DEFAULT_FEE_LAMPORTS).toBe(5000n)
    expect(await estimateSendFee({} as ChainAdapter, request, solana)).toEqual({ value: 5000n, decimals: 9, symbol: 'SOL' })
  })

  it('behavior: elsewhere, no estimate means an unknown fee', async () => {
    expect(await estimateSendFee({} as ChainAdapter, request, mainnet)).toBeUndefined()
  })
})
