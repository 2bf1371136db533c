import type { WalletInfo } from 'airlock'
import { describe, expect, it } from 'vitest'
import { installedWallet } from '../../test/helpers/fakeAdapter.js'
import { listedWallets, uniqueWallets } from './listedWallets.js'

const evmPhantom = { ...installedWallet('app.phantom', 'Phantom'), namespace: 'eip155' as const }
const solanaPhantom: WalletInfo = { id: 'wallet-standard:Phantom', name: 'Phantom', namespace: 'solana', installed: true }
const metamask = installedWallet('io.metamask', 'MetaMask')
const rainbow: WalletInfo = { id: 'rainbow', name: 'Rainbow', namespace: 'eip155', installed: false }

describe('uniqueWallets', () => {
  it('behavior: a wallet on two namespaces is offered once, on the active namespace', () => {
    expect(uniqueWallets([evmPhantom, solanaPhantom, metamask], 'solana')).toEqual([solanaPhantom, metamask])
    expect(uniqueWallets([solanaPhantom, evmPhantom, metamask], 'eip155')).toEqual([evmPhantom, metamask])
  })
})

describe('listedWallets', () => {
  it('default: installed wallets first, then recent ones not installed; the registry is asked for the rest', () => {
    const listed = listedWallets([evmPhantom, solanaPhantom, metamask], [metamask, rainbow], 'eip155')
    expect(listed.installed).toEqual([evmPhantom, metamask])
    expect(listed.recentOnly).toEqual([rainbow])
    expect(listed.shownIds).toEqual(['app.phantom', 'io.metamask', 'rainbow'])
    expect([...listed.installedIds]).toEqual(expect.arrayContaining(['app.phantom', 'wallet-standard:Phantom', 'io.metamask']))
  })

  it('behavior: nothing installed or recent leaves the registry to list every wallet', () => {
    expect(listedWallets([], [], 'eip155')).toMatchObject({ installed: [], recentOnly: [], shownIds: [] })
  })
})
