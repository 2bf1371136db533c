import { describe, expect, it } from 'vitest'
import { walletConnectLink } from './walletConnectLink.js'

const uri = 'wc:ab12@2?relay-protocol=irn&symKey=cd34'
const encoded = encodeURIComponent(uri)

describe('walletConnectLink', () => {
  it('default: a scheme link gets wc?uri= with the URI encoded', () => {
    expect(walletConnectLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(encoded).not.toContain('&')
  })

  it('behavior: universal links and links with a path get a slash before wc', () => {
    expect(walletConnectLink('https://keys.coinbase.com', uri)).toBe(`https://keys.coinbase.com/wc?uri=${encoded}`)
    expect(walletConnectLink('okex://main', uri)).toBe(`okex://main/wc?uri=${encoded}`)
    expect(walletConnectLink('argent://app/', uri)).toBe(`argent://app/wc?uri=${encoded}`)
  })

  it('behavior: a bare scheme name is completed', () => {
    expect(walletConnectLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(walletConnectLink('trust:', uri)).toBe(`trust://wc?uri=${encoded}`)
  })

  it('rule safe schemes: links that would run code or read local data are refused', () => {
    for (const base of ['javascript:alert(1)//', 'JavaScript://x', 'data:text/html,hi', 'vbscript:x', 'file:///etc/', ' ']) {
      expect(walletConnectLink(base, uri)).toBeUndefined()
    }
  })
})
