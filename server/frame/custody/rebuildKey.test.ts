import { privateKeyToAccount } from 'viem/accounts'
import { bytesToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { deriveAddress } from './deriveAddress.js'
import { generateWalletKey } from './generateWalletKey.js'
import { KeyMismatchError } from './KeyMismatchError.js'
import { rebuildKey } from './rebuildKey.js'
import { splitKey } from './splitKey.js'
import { walletNamespaces } from './WalletNamespace.js'

describe.each(walletNamespaces)('splitKey and rebuildKey (%s)', (namespace) => {
  test('default: any two of the three shares rebuild the key, checked against its address', async () => {
    const secret = generateWalletKey(namespace)
    const address = deriveAddress(namespace, secret)
    const { device, auth, recovery } = await splitKey(secret)
    for (const pair of [[device, auth], [auth, recovery], [recovery, device]] as [Uint8Array, Uint8Array][]) {
      expect(await rebuildKey(namespace, pair, address)).toEqual(secret)
    }
  })

  test('behavior: one share alone rebuilds nothing, and shares never equal the key', async () => {
    const secret = generateWalletKey(namespace)
    const shares = await splitKey(secret)
    for (const share of Object.values(shares)) {
      expect(share).toHaveLength(33)
      expect(Buffer.from(share).includes(Buffer.from(secret))).toBe(false)
    }
    await expect(rebuildKey(namespace, [shares.device, shares.device], deriveAddress(namespace, secret))).rejects.toBeInstanceOf(KeyMismatchError)
  })

  test('error: a tampered share or one from another split rebuilds another key, which is refused', async () => {
    const secret = generateWalletKey(namespace)
    const address = deriveAddress(namespace, secret)
    const first = await splitKey(secret)
    const second = await splitKey(secret)
    // Shares of two splits of the same key do not combine into it.
    await expect(rebuildKey(namespace, [first.device, second.auth], address)).rejects.toMatchObject({ code: 'key_mismatch' })
    const tampered = first.auth.slice()
    tampered[0]! ^= 1
    await expect(rebuildKey(namespace, [first.device, tampered], address)).rejects.toMatchObject({ code: 'key_mismatch' })
  })
})

describe('deriveAddress', () => {
  test('default: the EVM address is viem’s for the same key; the Solana one is base58', () => {
    const key = generateWalletKey('eip155')
    expect(deriveAddress('eip155', key)).toBe(privateKeyToAccount(bytesToHex(key)).address)
    expect(deriveAddress('solana', generateWalletKey('solana'))).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  test('error: a key of the wrong length is refused', () => {
    expect(() => deriveAddress('eip155', new Uint8Array(31))).toThrow(RangeError)
  })
})
