import { describe, expect, it, vi } from 'vitest'
import { createAirlock } from './createAirlock.js'
import { ConfigError } from '../kernel/errors/ConfigError.js'
import { bitcoin } from '../chains/networks/otherNetworks.js'

describe('createAirlock', () => {
  it('default: opens on Connect and closes', () => {
    const airlock = createAirlock({ projectId: 'p' })
    airlock.open()
    expect(airlock.modal.state.open).toBe(true)
    expect(airlock.router.state.view).toBe('Connect')
    airlock.close()
    expect(airlock.modal.state.open).toBe(false)
  })

  it('error: a bad config throws a ConfigError naming the field', () => {
    expect(() => createAirlock({ projectId: 42 } as never)).toThrow(ConfigError)
    expect(() => createAirlock({ projectId: 42 } as never)).toThrow('projectId: expected string')
  })

  it('behavior: two kernels on one page share no state', () => {
    const first = createAirlock({ projectId: 'a' })
    const second = createAirlock({ projectId: 'b' })
    first.open()
    first.router.push('Networks')
    first.chain.setAccount('eip155', { status: 'connected', address: '0x1' })
    expect(second.modal.state.open).toBe(false)
    expect(second.router.state.view).toBe('Connect')
    expect(second.chain.state.accounts).toEqual({})
  })

  it('rule open: networks without an adapter count as no adapters', () => {
    const airlock = createAirlock({ projectId: 'p', networks: [bitcoin] })
    airlock.open()
    expect(airlock.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('behavior: a handler that throws is logged, never rethrown', () => {
    const airlock = createAirlock({ projectId: 'p' })
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    airlock.bus.on('modal:open', () => {
      throw new Error('host bug')
    })
    expect(() => airlock.open()).not.toThrow()
    expect(airlock.logger.records()).toEqual([expect.objectContaining({ level: 'error', log: 'A "modal:open" handler threw Error: host bug' })])
    expect(printed).toHaveBeenCalledWith('[airlock] A "modal:open" handler threw Error: host bug')
    printed.mockRestore()
  })
})
