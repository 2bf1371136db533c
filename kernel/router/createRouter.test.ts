import { describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../bus/createEventBus.js'
import { createRouter } from './createRouter.js'

declare module 'airlock' {
  interface ViewRegistry {
    TestDetails: { id: string }
  }
}

function setup() {
  const close = vi.fn()
  const router = createRouter({ close })
  return { router, close, views: () => router.state.history.map((entry) => entry.view) }
}

describe('createRouter', () => {
  it('default: starts on Connect with one entry', () => {
    const { router, views } = setup()
    expect(router.state.view).toBe('Connect')
    expect(views()).toEqual(['Connect'])
  })

  it('rule push: adds the view on top, with its data', () => {
    const { router, views } = setup()
    router.push('TestDetails', { id: '7' })
    expect(views()).toEqual(['Connect', 'TestDetails'])
    expect(router.state.data).toEqual({ id: '7' })
  })

  it('rule push: ignored when equal to the current view', () => {
    const { router, views } = setup()
    router.push('Account')
    router.push('Account')
    expect(views()).toEqual(['Connect', 'Account'])
  })

  it('rule replace: swaps the current view', () => {
    const { router, views } = setup()
    router.push('Networks')
    router.replace('Account')
    expect(views()).toEqual(['Connect', 'Account'])
    expect(router.state.view).toBe('Account')
  })

  it('rule back: goes to the previous view', () => {
    const { router, close } = setup()
    router.push('Networks')
    router.goBack()
    expect(router.state.view).toBe('Connect')
    expect(close).not.toHaveBeenCalled()
  })

  it('rule back: closes the modal when one view remains', () => {
    const { router, close, views } = setup()
    router.goBack()
    expect(close).toHaveBeenCalledOnce()
    expect(views()).toEqual(['Connect'])
  })

  it('rule go back to index: drops the views above the index', () => {
    const { router, views } = setup()
    router.push('AllWallets')
    router.push('Networks')
    router.push('Account')
    router.goBackToIndex(1)
    expect(views()).toEqual(['Connect', 'AllWallets'])
    expect(router.state.view).toBe('AllWallets')
    router.goBackToIndex(5)
    router.goBackToIndex(-1)
    expect(views()).toEqual(['Connect', 'AllWallets'])
  })

  it('rule go back or close: back with history, close without', () => {
    const { router, close } = setup()
    router.push('Networks')
    router.goBackOrCloseModal()
    expect(router.state.view).toBe('Connect')
    expect(close).not.toHaveBeenCalled()
    router.goBackOrCloseModal()
    expect(close).toHaveBeenCalledOnce()
  })

  it('rule reset: leaves only the given view', () => {
    const { router, views } = setup()
    router.push('AllWallets')
    router.push('Networks')
    router.reset('Account')
    expect(views()).toEqual(['Account'])
  })

  it('behavior: emits router:change with the view and depth', () => {
    const bus = createEventBus()
    const changes: unknown[] = []
    bus.on('router:change', (change) => changes.push(change))
    const router = createRouter({ close: () => {}, bus })
    router.push('Networks')
    router.goBack()
    expect(changes).toEqual([
      { view: 'Networks', depth: 2 },
      { view: 'Connect', depth: 1 },
    ])
  })
})

describe('transaction stack', () => {
  it('rule transaction success: runs onSuccess and stays on the view', () => {
    const { router } = setup()
    const onSuccess = vi.fn()
    router.push('Networks')
    router.pushTransactionStack({ onSuccess })
    router.popTransactionStack('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(router.state.view).toBe('Networks')
    expect(router.state.transactionStack).toHaveLength(0)
  })

  it('rule transaction error: runs onError and goes back', () => {
    const { router } = setup()
    const onError = vi.fn()
    const onSuccess = vi.fn()
    router.push('Networks')
    router.pushTransactionStack({ onError, onSuccess })
    router.popTransactionStack('error')
    expect(onError).toHaveBeenCalledOnce()
    expect(onSuccess).not.toHaveBeenCalled()
    expect(router.state.view).toBe('Connect')
  })

  it('rule transaction cancel: runs onCancel and goes back', () => {
    const { router } = setup()
    const onCancel = vi.fn()
    router.push('Networks')
    router.pushTransactionStack({ onCancel })
    router.popTransactionStack('cancel')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(router.state.view).toBe('Connect')
  })

  it('behavior: entries pop newest first; an empty stack is a no-op', () => {
    const { router } = setup()
    const calls: string[] = []
    router.pushTransactionStack({ onSuccess: () => calls.push('first') })
    router.pushTransactionStack({ onSuccess: () => calls.push('second') })
    router.popTransactionStack('success')
    router.popTransactionStack('success')
    router.popTransactionStack('success')
    expect(calls).toEqual(['second', 'first'])
  })
})
