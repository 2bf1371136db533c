import { mainnet, type Network } from 'airlock'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './toViemChain.js'

describe('toViemChain', () => {
  it('default: id, name, currency, RPC URLs and explorer carry over; no contracts when the network names none', () => {
    const chain = toViemChain(mainnet)
    expect(chain).toMatchObject({ id: 1, name: 'Ethereum', nativeCurrency: mainnet.nativeCurrency, rpcUrls: { default: { http: mainnet.rpcUrls.default.http } }, blockExplorers: mainnet.blockExplorers })
    expect(chain.contracts).toBeUndefined()
  })

  it("behavior: a network's ENS UniversalResolver becomes the chain's, so viem's ENS actions find it", () => {
    const address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
    const local: Network = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:8548'] } }, contracts: { ensUniversalResolver: { address } } }
    expect(toViemChain(local).contracts).toEqual({ ensUniversalResolver: { address } })
  })
})
