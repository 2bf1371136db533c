import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../bus/createEventBus.js'
import { mainnet } from '../../chains/networks/evmNetworks.js'
import { createRouter } from '../router/createRouter.js'
import { createChainState } from '../../services/chain/createChainState.js'
import { SHAKE_DURATION_MS, createModalController, type CreateModalControllerOptions } from './createModalController.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

function setup(overrides: Partial<CreateModalControllerOptions> & { connected?: boolean } = {}) {
  const bus = createEventBus()
  const chain = createChainState([mainnet], 'eip155:1')
  if (overrides.connected) {
    chain.setAccount('eip155', { status: 'connected', address, caipAddress: `eip155:1:${address}` })
  }
  let modal: ReturnType<typeof createModalController>
  const router = createRouter({ bus, close: () => modal.close() })
  modal = createModalController({
    router,
    chain,
    bus,
    fallbackView: () => undefined,
    embedded: false,
    ...overrides,
  })
  return { modal, router, bus, chain }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createModalController', () => {
  it('rule open: without an address the view is Connect', () => {
    const { modal, router } = setup()
    modal.open()
    expect(router.state.view).toBe('Connect')
    expect(modal.state.open).toBe(true)
  })

  it('rule open: with a connected address the view is Account', () => {
    const { modal, router } = setup({ connected: true })
    modal.open()
    expect(router.state.view).toBe('Account')
  })

  it('rule open: a requested view is used if given', () => {
    const { modal, router } = setup({ connected: true })
    modal.open({ view: 'Networks' })
    expect(router.state.view).toBe('Networks')
    expect(router.state.history).toHaveLength(1)
  })

  it('rule open: a fallback view replaces whatever was asked', () => {
    const fallbackView = vi.fn(() => 'AllWallets' as const)
    const { modal, router } = setup({ fallbackView })
    modal.open({ view: 'Networks' })
    expect(router.state.view).toBe('AllWallets')
    expect(router.state.history).toHaveLength(1)
    expect(fallbackView).toHaveBeenCalledWith(false)
  })

  it('rule open: the fallback is asked whether an account is connected', () => {
    const fallbackView = vi.fn((connected: boolean) => (connected ? undefined : ('AllWallets' as const)))
    const { modal, router } = setup({ fallbackView, connected: true })
    modal.open()
    expect(fallbackView).toHaveBeenCalledWith(true)
    expect(router.state.view).toBe('Account')
  })

  it('rule open: sets loading true and fires the open event', () => {
    const { modal, bus } = setup()
    const opened = vi.fn()
    bus.on('modal:open', opened)
    modal.open()
    expect(modal.state.loading).toBe(true)
    expect(opened).toHaveBeenCalledWith({ view: 'Connect', connected: false })
  })

  it('rule close: clears loading, closes and fires the close event once', () => {
    const { modal, bus } = setup()
    const closed = vi.fn()
    bus.on('modal:close', closed)
    modal.open()
    modal.setLoading(true, 'eip155')
    modal.close()
    modal.close()
    expect(modal.state).toMatchObject({ open: false, loading: false, loadingNamespaceMap: {} })
    expect(closed).toHaveBeenCalledOnce()
    expect(closed).toHaveBeenCalledWith({ connected: false })
  })

  it('rule embedded close: shows Account when connected, Connect otherwise', () => {
    const connected = setup({ embedded: true, connected: true })
    connected.router.push('Networks')
    connected.modal.close()
    expect(connected.router.state.view).toBe('Account')
    const disconnected = setup({ embedded: true })
    disconnected.router.push('Networks')
    disconnected.modal.close()
    expect(disconnected.router.state.view).toBe('Connect')
    expect(disconnected.router.state.history).toHaveLength(1)
  })

  it('rule back: back from the only view closes the modal', () => {
    const { modal, router } = setup()
    modal.open()
    router.goBack()
    expect(modal.state.open).toBe(false)
  })

  it('rule shake: lasts 500 ms', () => {
    vi.useFakeTimers()
    const { modal } = setup()
    modal.shake()
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(SHAKE_DURATION_MS - 1)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.state.shake).toBe(false)
    expect(SHAKE_DURATION_MS).toBe(500)
  })

  it('behavior: a close guard that refuses keeps the modal open and shakes it', () => {
    const { modal } = setup()
    modal.open()
    expect(modal.canClose()).toBe(true)
    const remove = modal.addCloseGuard(() => false)
    // What the header asks before it offers Close.
    expect(modal.canClose()).toBe(false)
    modal.close()
    expect(modal.state.open).toBe(true)
    expect(modal.state.shake).toBe(true)
    remove()
    expect(modal.canClose()).toBe(true)
    modal.close()
    expect(modal.state.open).toBe(false)
  })

  it('behavior: setLoading records the namespace', () => {
    const { modal } = setup()
    modal.setLoading(true, 'solana')
    expect(modal.state.loadingNamespaceMap).toEqual({ solana: true })
    expect(modal.state.loading).toBe(true)
  })
})
