import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it } from 'vitest'

const frameUrl = 'http://127.0.0.1:8793'
const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const accountTypeAction = (airlock: ReturnType<typeof createAirlock>) =>
  airlock.plugins.contributions('accountAction').find((item) => item.id === 'accountType')

describe('email details', () => {
  it("SPEC §7: an embedded user on eip155 is offered 'Use smart account' on Account, pointing at the switch to a smart account", async () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl })
    await airlock.plugins.prepare()
    airlock.chain.setAccount('eip155', { status: 'connected', address, connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded' }, smartAccountAvailable: true })
    expect(accountTypeAction(airlock)).toMatchObject({ label: 'Use smart account', view: 'AccountTypeSwitch', data: { type: 'smartAccount' } })
  })

  it("rule no dead end: on a network without smart accounts 'Use smart account' is not offered", async () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl })
    await airlock.plugins.prepare()
    airlock.chain.setAccount('eip155', { status: 'connected', address, connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded' }, smartAccountAvailable: false })
    expect(accountTypeAction(airlock)).toBeUndefined()
  })

  it("behavior: with the smart account in use the action is 'Use regular account'", async () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl })
    await airlock.plugins.prepare()
    airlock.chain.setAccount('eip155', { status: 'connected', address, connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded' }, preferredAccountTypes: { eip155: 'smartAccount' } })
    expect(accountTypeAction(airlock)).toMatchObject({ label: 'Use regular account', data: { type: 'eoa' } })
  })

  it('behavior: a wallet other than the embedded one gets no account-type switch', async () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl })
    await airlock.plugins.prepare()
    airlock.chain.setAccount('eip155', { status: 'connected', address, connectedWalletInfo: { name: 'MetaMask', identifier: 'io.metamask' } })
    expect(accountTypeAction(airlock)).toBeUndefined()
  })
})
