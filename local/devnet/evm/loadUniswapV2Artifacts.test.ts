import { keccak256, type Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniswapV2FactoryAbi } from '../../../server/api/convert/uniswapV2/uniswapV2FactoryAbi.js'
import { uniswapV2PairAbi } from '../../../server/api/convert/uniswapV2/uniswapV2PairAbi.js'
import { uniswapV2RouterAbi } from '../../../server/api/convert/uniswapV2/uniswapV2RouterAbi.js'
import { weth9Abi } from '../../../server/api/convert/uniswapV2/weth9Abi.js'
import { loadUniswapV2Artifacts } from './loadUniswapV2Artifacts.js'

// An ABI item as `kind name(types) mutability returns (types)`, for comparing by signature.
const signature = (item: Abi[number]) => {
  const types = (list: readonly { type: string }[] = []) => list.map((p) => p.type).join(',')
  const name = 'name' in item ? item.name : ''
  const mutability = 'stateMutability' in item ? ` ${item.stateMutability}` : ''
  const outputs = 'outputs' in item ? ` returns (${types(item.outputs)})` : ''
  return `${item.type} ${name}(${'inputs' in item ? types(item.inputs) : ''})${mutability}${outputs}`
}

describe('loadUniswapV2Artifacts', () => {
  it('default', () => {
    const artifacts = loadUniswapV2Artifacts()
    // The hash Router02's pairFor has built in: only the published pair bytecode matches it.
    expect(keccak256(artifacts.UniswapV2Pair.bytecode)).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')
    for (const { bytecode } of Object.values(artifacts)) expect(bytecode).toMatch(/^0x(?:[0-9a-f]{2}){1000,}$/)
  })

  it('behavior: every entry of the typed ABIs is in the published artifact', () => {
    const artifacts = loadUniswapV2Artifacts()
    const pairs: [Abi, Abi][] = [
      [uniswapV2RouterAbi, artifacts.UniswapV2Router02.abi],
      [uniswapV2FactoryAbi, artifacts.UniswapV2Factory.abi],
      [uniswapV2PairAbi, artifacts.UniswapV2Pair.abi],
      [weth9Abi, artifacts.WETH9.abi],
    ]
    for (const [typed, published] of pairs) {
      const known = new Set(published.map(signature))
      expect(typed.map(signature).filter((s) => !known.has(s))).toEqual([])
    }
  })
})
