import { createSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { formatSolanaMessage } from './formatSolanaMessage.js'
import type { SiwxMessage } from './SiwxMessage.js'
import { toSolanaSignInInput } from './toSolanaSignInInput.js'

const data: SiwxMessage = {
  chainId: 'solana:localnet',
  accountAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  nonce: 'n0nce1234',
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  statement: 'Sign in to the app',
  issuedAt: '2026-11-24T01:00:00.000Z',
  expirationTime: '2026-11-25T01:00:00.000Z',
  resources: ['https://app.example/terms'],
}

describe('toSolanaSignInInput', () => {
  it('default: a wallet writing the message from the input with Solana\'s reference code writes the very text formatSolanaMessage writes', () => {
    const input = toSolanaSignInInput(data) as unknown as Parameters<typeof createSignInMessageText>[0]
    expect(createSignInMessageText(input)).toBe(formatSolanaMessage(data))
  })

  it('behavior: fields without a value are left out', () => {
    expect(Object.keys(toSolanaSignInInput({ ...data, statement: undefined, resources: undefined, expirationTime: undefined }))).not.toContain('statement')
  })
})
