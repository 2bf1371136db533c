import { createAirlock, mainnet } from 'airlock'
import { describe, expect, test } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { closeAfterConnect } from './closeAfterConnect.js'

async function connectedFrom(view: 'ConnectingExternal', onConnected?: (airlock: ReturnType<typeof createAirlock>) => void) {
  const fake = createFakeAdapter()
  const airlock = createAirlock({ projectId: 'p', adapters: [fake.descriptor], networks: [mainnet] })
  airlock.logger.level = 'silent'
  airlock.open({ view: 'Connect' })
  airlock.router.push(view, { walletId: 'io.metamask', name: 'MetaMask', namespace: 'eip155' } as never)
  if (onConnected) airlock.bus.on('account:connected', () => onConnected(airlock))
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  closeAfterConnect(airlock, view)
  return airlock
}

describe('closeAfterConnect', () => {
  test('default: the modal closes after a connection made from the view still on screen', async () => {
    expect((await connectedFrom('ConnectingExternal')).modal.state.open).toBe(false)
  })

  test('behavior: a feature that took the person back to its view on account:connected keeps the modal open there', async () => {
    const airlock = await connectedFrom('ConnectingExternal', (instance) => instance.router.reset('Account'))
    expect([airlock.modal.state.open, airlock.router.state.view]).toEqual([true, 'Account'])
  })

  test('behavior: an unsupported network keeps the modal open', () => {
    let closed = false
    closeAfterConnect({ modal: { close: () => (closed = true) }, router: { state: { view: 'ConnectingExternal' } }, chain: { state: { unsupportedCaipNetworkId: 'eip155:999' } } }, 'ConnectingExternal')
    expect(closed).toBe(false)
  })
})
