import { describe, expect, it } from 'vitest'
import { caipNetworkIdOf } from './caipNetworkIdOf.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { isValidAddress } from './isValidAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

const vitalik = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('parseCaipNetworkId', () => {
  it('default: splits namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each(['eip155', 'eip155:1:2', ':1', 'eip155:', ''])('rule CAIP-2 exactly 2 non-empty parts: rejects %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(`Invalid CAIP-2 network id: ${value}`)
  })
})

describe('parseCaipAddress', () => {
  it('default: splits namespace, chain id and address', () => {
    expect(parseCaipAddress(`eip155:1:${vitalik}`)).toEqual({ namespace: 'eip155', chainId: '1', address: vitalik })
  })

  it.each(['eip155:1', `eip155:1:${vitalik}:x`, `eip155::${vitalik}`, 'eip155:1:', `:1:${vitalik}`])(
    'rule CAIP-10 exactly 3 non-empty parts: rejects %j',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP-10 address: ${value}`)
    },
  )

  it('rule CAIP-10 known namespace: rejects an unknown namespace', () => {
    expect(() => parseCaipAddress('tron:1:TXYZ')).toThrow('Invalid CAIP-10 address: tron:1:TXYZ')
  })
})

describe('formatCaipAddress', () => {
  it('default: joins network id and address', () => {
    expect(formatCaipAddress('eip155:10', vitalik)).toBe(`eip155:10:${vitalik}`)
  })

  it('error: checks the network id', () => {
    expect(() => formatCaipAddress('eip155', vitalik)).toThrow('Invalid CAIP-2 network id: eip155')
  })
})

describe('isValidAddress', () => {
  it('rule address eip155: 40 hex chars with optional 0x', () => {
    expect(isValidAddress(vitalik, 'eip155')).toBe(true)
    expect(isValidAddress(vitalik.slice(2), 'eip155')).toBe(true)
    expect(isValidAddress(vitalik.slice(0, -1), 'eip155')).toBe(false)
    expect(isValidAddress(`${vitalik}0`, 'eip155')).toBe(false)
    expect(isValidAddress(vitalik.replace('d', 'g'), 'eip155')).toBe(false)
  })

  it('rule address solana: 32 to 44 base58 chars', () => {
    expect(isValidAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana')).toBe(true)
    expect(isValidAddress('1'.repeat(32), 'solana')).toBe(true)
    expect(isValidAddress('1'.repeat(31), 'solana')).toBe(false)
    expect(isValidAddress('1'.repeat(45), 'solana')).toBe(false)
    expect(isValidAddress('0OIl'.padEnd(40, '1'), 'solana')).toBe(false)
  })

  it('rule address other namespaces: never valid', () => {
    expect(isValidAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(false)
    expect(isValidAddress(vitalik, 'cosmos')).toBe(false)
  })
})

describe('caipNetworkIdOf', () => {
  it('default: the namespace and chain id of an account id', () => {
    expect(caipNetworkIdOf(`eip155:10:${vitalik}`)).toBe('eip155:10')
    expect(caipNetworkIdOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('error: a malformed account id says so', () => {
    expect(() => caipNetworkIdOf('eip155:1')).toThrow('Invalid CAIP-10 address: eip155:1')
  })
})
