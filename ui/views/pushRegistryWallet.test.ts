import { describe, expect, it } from 'vitest'
import { createAirlock } from '../../airlock/createAirlock.js'
import type { RegistryWallet } from '../../services/wallets/fetchWalletPage.js'
import { pushRegistryWallet } from './pushRegistryWallet.js'

const metamask: RegistryWallet = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', mobile_link: 'metamask://' }

describe('pushRegistryWallet', () => {
  it('rule routes: without an app link for this device a registry wallet goes to the browser-wallet view', () => {
    const airlock = createAirlock({ projectId: 'test' })
    airlock.isMobile = () => false
    pushRegistryWallet(airlock, metamask, undefined)
    expect(airlock.router.state.view).toBe('ConnectingExternal')
    airlock.isMobile = () => true
    pushRegistryWallet(airlock, metamask, undefined)
    expect(airlock.router.state).toMatchObject({ view: 'ConnectingWalletConnect', data: { name: 'MetaMask', mobileLink: 'metamask://' } })
  })

  it('behavior: without a WalletConnect connector a wallet with an app link goes to the browser-wallet view', () => {
    const airlock = createAirlock({ projectId: 'test', connectors: [] })
    airlock.isMobile = () => true
    pushRegistryWallet(airlock, metamask, 'https://img.test/metamask.png')
    expect(airlock.router.state).toMatchObject({ view: 'ConnectingExternal', data: { name: 'MetaMask', registryId: 'metamask', icon: 'https://img.test/metamask.png' } })
  })
})
