import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deriveDevAccounts, devMnemonic } from './deriveDevAccounts.js'

describe('deriveDevAccounts', () => {
  it('default', () => {
    const accounts = deriveDevAccounts()
    expect(accounts).toHaveLength(10)
    // The first dev account every EVM tool shows for this mnemonic.
    expect(accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('behavior: matches viem’s BIP-32 derivation for every account', () => {
    const expected = Array.from({ length: 10 }, (_, addressIndex) => {
      const account = mnemonicToAccount(devMnemonic, { addressIndex })
      return { address: account.address, privateKey: toHex(account.getHdKey().privateKey!) }
    })
    expect(deriveDevAccounts()).toEqual(expected)
  })

  it('behavior: count sets how many, keeping the order', () => {
    const three = deriveDevAccounts(3)
    expect(three).toEqual(deriveDevAccounts().slice(0, 3))
  })
})
