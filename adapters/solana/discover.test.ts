import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { IdentifierString, Wallet } from '@wallet-standard/base'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { WalletInfo } from 'airlock'
import { registerWalletStandardWallet } from '../../test/e2e/wallets/registerWalletStandardWallet.js'
import type { WalletChange } from './SolanaWalletFeatures.js'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const

/** A bare wallet-standard wallet whose chains can change, as an unlocking extension's do. */
function fakeWallet(name: string, chains: IdentifierString[]) {
  const listeners = new Set<(change: WalletChange) => void>()
  const wallet = {
    version: '1.0.0' as const,
    name,
    icon,
    chains,
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      'standard:events': { version: '1.0.0', on: (_: 'change', listener: (change: WalletChange) => void) => (listeners.add(listener), () => listeners.delete(listener)) },
    },
  }
  const setChains = (next: IdentifierString[]) => {
    wallet.chains = next
    for (const listener of listeners) listener({ chains: next })
  }
  return { wallet: wallet as Wallet, setChains }
}

// The modules `file` loads at run time (type-only imports are erased), relative ones followed.
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^'"]*['"]([^'"]+)['"]/gm)) {
    if (!specifier!.startsWith('.')) seen.add(specifier!)
    else {
      const next = resolve(dirname(file), specifier!.replace(/\.js$/, '.ts'))
      if (!seen.has(next)) importsOf(next, seen.add(next))
    }
  }
  return seen
}

afterAll(() => vi.unstubAllGlobals())

describe('discover (the discovery-only entry)', () => {
  it('rule SSR: importing touches no browser global, and in Node it finds nothing', async () => {
    expect(typeof window).toBe('undefined')
    const { default: discoverSolanaWallets } = await import('./discover.js')
    await import('./index.js')
    const lists: unknown[] = []
    const stop = discoverSolanaWallets((wallets) => lists.push(wallets))
    expect(lists).toEqual([[]])
    expect(() => stop()).not.toThrow()
  })

  it('rule: the entry never loads @solana/web3.js', () => {
    const imports = importsOf(fileURLToPath(new URL('./discover.ts', import.meta.url)))
    expect([...imports].filter((specifier) => !specifier.startsWith('/'))).toEqual(['@wallet-standard/app'])
  })

  it('default: lists the Solana wallets of the page, not those of other chains, and follows registrations', async () => {
    vi.stubGlobal('window', new EventTarget())
    const { default: discoverSolanaWallets } = await import('./discover.js')
    const phantomish = fakeWallet('Phantomish', ['solana:mainnet', 'solana:devnet'])
    const stopPhantomish = registerWalletStandardWallet(window, phantomish.wallet)
    registerWalletStandardWallet(window, fakeWallet('Suiish', ['sui:mainnet']).wallet)
    const lists: WalletInfo[][] = []
    const stop = discoverSolanaWallets((wallets) => lists.push(wallets))
    expect(lists).toEqual([[{ id: 'wallet-standard:Phantomish', name: 'Phantomish', icon, namespace: 'solana', installed: true }]])

    const late = fakeWallet('Late', ['solana:localnet'])
    registerWalletStandardWallet(window, late.wallet)
    registerWalletStandardWallet(window, fakeWallet('Late', ['solana:mainnet']).wallet)
    stopPhantomish()
    expect(lists.map((list) => list.map((wallet) => wallet.name))).toEqual([['Phantomish'], ['Phantomish', 'Late'], ['Late']])

    // A wallet that drops its Solana chains leaves the list (the other "Late" takes its
    // place); one that adds them joins it.
    late.setChains(['sui:mainnet'])
    const multichain = fakeWallet('Multichain', ['eip155:1'])
    registerWalletStandardWallet(window, multichain.wallet)
    multichain.setChains(['eip155:1', 'solana:mainnet'])
    expect(lists.slice(3).map((list) => list.map((wallet) => wallet.name))).toEqual([['Late'], ['Late', 'Multichain']])
    expect(lists[3]![0]).not.toBe(lists[2]![0])
    stop()
    multichain.setChains(['eip155:1'])
    expect(lists).toHaveLength(5)
  })
})
