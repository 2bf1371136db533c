import { describe, expect, it } from 'vitest'
import { injectedWalletName } from './injectedWalletName.js'

describe('injectedWalletName', () => {
  it('default: names a provider by its flag', () => {
    expect(injectedWalletName({ isMetaMask: true })).toBe('MetaMask')
    expect(injectedWalletName({ isCoinbaseWallet: true })).toBe('Coinbase Wallet')
  })

  it('behavior: a more specific flag wins over the isMetaMask many wallets also set', () => {
    expect(injectedWalletName({ isMetaMask: true, isBraveWallet: true })).toBe('Brave Wallet')
    expect(injectedWalletName({ isMetaMask: true, isRabby: true })).toBe('Rabby Wallet')
  })

  it('behavior: an unknown provider is a Browser Wallet', () => {
    expect(injectedWalletName({})).toBe('Browser Wallet')
    expect(injectedWalletName({ isMetaMask: 'yes' })).toBe('Browser Wallet')
  })
})
