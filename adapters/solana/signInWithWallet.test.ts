import type { Wallet } from '@wallet-standard/base'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { signInWithWallet } from './signInWithWallet.js'

const walletWith = (features: Wallet['features']) => ({ name: 'Test', features }) as unknown as Wallet
const input = { domain: 'app.example', address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', nonce: 'n0nce1234' }

describe('signInWithWallet', () => {
  it('default: the text the wallet signed and its signature in base58', async () => {
    const signature = new Uint8Array(64).fill(7)
    const asked: unknown[] = []
    const wallet = walletWith({ 'solana:signIn': { version: '1.0.0', signIn: async (given: unknown) => (asked.push(given), [{ signedMessage: new TextEncoder().encode('signed text'), signature }]) } })
    expect(await signInWithWallet(wallet, input)).toEqual({ message: 'signed text', signature: bs58.encode(signature) })
    expect(asked).toEqual([input])
  })

  it('behavior: a wallet without solana:signIn gives undefined', async () => {
    expect(await signInWithWallet(walletWith({}), input)).toBeUndefined()
  })

  it('error: an answer without a signed message is an error with the wallet error code 5000', async () => {
    const wallet = walletWith({ 'solana:signIn': { version: '1.0.0', signIn: async () => [{ signature: new Uint8Array(64) }] } })
    await expect(signInWithWallet(wallet, input)).rejects.toMatchObject({ code: 5000 })
  })
})
