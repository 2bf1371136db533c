import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseSolanaMessage } from '../../../server/api/siwx/parseSolanaMessage.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessage } from './SiwxMessage.js'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const page = { domain: 'app.example.com', uri: 'https://app.example.com/login' }

const hexAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const nonce = fc.stringMatching(/^[a-zA-Z0-9]{8,32}$/)
const statement = fc.option(fc.stringMatching(/^[A-Za-z0-9 .,!?']{1,80}$/).filter((text) => text.trim() === text && text.length > 0), { nil: undefined })
const time = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
const resources = fc.option(fc.array(fc.webUrl(), { maxLength: 3 }), { nil: undefined })

describe('formatSiwxMessage', () => {
  it('default: an eip155 message is EIP-4361 that viem parses and validates', () => {
    const data = createSiwxMessage({ chainId: 'eip155:1', accountAddress: account.address }, { ...page, nonce: 'abcdef123456', now: new Date() })
    const message = formatSiwxMessage(data)
    expect(message.split('\n')[0]).toBe('app.example.com wants you to sign in with your Ethereum account:')
    expect(validateSiweMessage({ message: parseSiweMessage(message), domain: 'app.example.com', nonce: 'abcdef123456', address: account.address })).toBe(true)
  })

  it('behavior: property, every eip155 message round-trips through viem parseSiweMessage', () => {
    fc.assert(
      fc.property(hexAddress, fc.integer({ min: 1, max: 2 ** 40 }), nonce, statement, time, fc.option(time, { nil: undefined }), resources, (address, chain, n, text, issuedAt, notBefore, list) => {
        const data: SiwxMessage = { chainId: `eip155:${chain}`, accountAddress: address, nonce: n, ...page, version: '1', statement: text, issuedAt: issuedAt.toISOString(), expirationTime: new Date(issuedAt.getTime() + 3600_000).toISOString(), notBefore: notBefore?.toISOString(), resources: list }
        const parsed = parseSiweMessage(formatSiwxMessage(data))
        expect(parsed.address?.toLowerCase()).toBe(address)
        expect(parsed.chainId).toBe(chain)
        expect(parsed.nonce).toBe(n)
        expect(parsed.domain).toBe(page.domain)
        expect(parsed.uri).toBe(page.uri)
        expect(parsed.statement).toBe(text)
        expect(parsed.issuedAt?.toISOString()).toBe(data.issuedAt)
        expect(parsed.expirationTime?.toISOString()).toBe(data.expirationTime)
        expect(parsed.notBefore?.toISOString()).toBe(data.notBefore)
        expect(parsed.resources).toEqual(list?.length ? list : undefined)
      }),
      { numRuns: 200 },
    )
  })

  it('behavior: property, every solana message round-trips through the server parser', () => {
    const base58 = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    fc.assert(
      fc.property(base58, nonce, statement, time, resources, (address, n, text, issuedAt, list) => {
        const data: SiwxMessage = { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: address, nonce: n, ...page, version: '1', statement: text, issuedAt: issuedAt.toISOString(), resources: list }
        expect(parseSolanaMessage(formatSiwxMessage(data))).toEqual({ domain: page.domain, address, uri: page.uri, version: '1', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', nonce: n, issuedAt: data.issuedAt, resources: list ?? [], ...(text ? { statement: text } : {}) })
      }),
      { numRuns: 200 },
    )
  })

  it('rule SIWX times: validateSiweMessage honours expirationTime and notBefore', async () => {
    const now = new Date('2030-01-01T00:00:00Z')
    const data = { ...createSiwxMessage({ chainId: 'eip155:1', accountAddress: account.address }, { ...page, nonce: 'abcdef123456', now, expiresInMs: 60_000 }), notBefore: new Date(now.getTime() + 10_000).toISOString() }
    const message = formatSiwxMessage(data)
    const parsed = parseSiweMessage(message)
    expect(validateSiweMessage({ message: parsed, time: now })).toBe(false)
    expect(validateSiweMessage({ message: parsed, time: new Date(now.getTime() + 20_000) })).toBe(true)
    expect(validateSiweMessage({ message: parsed, time: new Date(now.getTime() + 61_000) })).toBe(false)
    expect(await verifyMessage({ address: account.address, message, signature: await account.signMessage({ message }) })).toBe(true)
  })

  it('error: a namespace without a sign-in format is refused', () => {
    expect(() => formatSiwxMessage({ chainId: 'bip122:000000000019d6689c085ae165831e93', accountAddress: 'x', nonce: 'n', ...page, version: '1', issuedAt: new Date().toISOString() })).toThrow(/bip122/)
  })
})
