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

describe('createAirlock: analytics (SPEC §7, §9)', () => {
  /** A local API that counts what reaches it: analytics config on, every event accepted. */
  async function startCountingApi() {
    const { createServer } = await import('node:http')
    const requests: { path: string; body: { props?: { type: string; event: string } } }[] = []
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const path = new URL(request.url!, 'http://127.0.0.1').pathname
        requests.push({ path, body: body ? JSON.parse(body) : {} })
        response.setHeader('content-type', 'application/json')
        response.setHeader('access-control-allow-origin', '*')
        response.end(path === '/getAnalyticsConfig' ? '{"isAnalyticsEnabled":true}' : '{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    return { url: `http://127.0.0.1:${port}`, requests, stop: () => new Promise((resolve) => server.close(resolve)) }
  }

  async function useHost(analytics: boolean, settled: (requests: { path: string }[]) => boolean) {
    const api = await startCountingApi()
    vi.stubGlobal('location', { href: 'http://app.test/page', hostname: 'app.test', origin: 'http://app.test' })
    const airlock = createAirlock({ projectId: 'analytics-test', apiUrl: api.url, analytics })
    // At the default level (error), kept out of the test's output.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen: string[] = []
    airlock.bus.on('analytics:event', ({ event }) => seen.push(event))
    airlock.open()
    airlock.close()
    airlock.analytics.track('ERROR_FETCH_TRANSACTIONS', { address: '0x1' })
    for (let count = 0; count < 8; count++) airlock.logger.error(`failure ${count}`)
    await vi.waitFor(() => expect(settled(api.requests), JSON.stringify(api.requests)).toBe(true), { timeout: 4_000 })
    await api.stop()
    quiet.mockRestore()
    vi.unstubAllGlobals()
    return { requests: api.requests, seen }
  }

  it('rule analytics opt-in: without opting in, the events stay on the bus and no request leaves', async () => {
    // Nothing could be sent without the analytics code, which an opted-out host never loads.
    const { requests, seen } = await useHost(false, () => true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'ERROR_FETCH_TRANSACTIONS'])
    expect(requests).toEqual([])
  })

  it('rule error telemetry: opted in, the events are sent and at most 5 of 8 errors in a minute', async () => {
    const { requests } = await useHost(true, (requests) => requests.filter((request) => request.path === '/e').length >= 8)
    const sent = requests.filter((request) => request.path === '/e').map((request) => request.body.props!)
    expect(sent.filter((props) => props.type === 'track').map((props) => props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'ERROR_FETCH_TRANSACTIONS'])
    expect(sent.filter((props) => props.type === 'error')).toHaveLength(5)
  })
})
