import { createAirlock, mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { createNamesController } from './createNamesController.js'
import { NAME_SEARCH_DELAY_MS } from './createNameSearch.js'

afterEach(() => vi.unstubAllGlobals())

/** A names controller over a connected fake wallet and a stubbed API where every name is free and registers. */
async function connected() {
  vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = decodeURIComponent(new URL(String(input)).pathname)
    if (path === '/v1/profile/account' && init?.method === 'POST') return Response.json({ success: true })
    if (path.startsWith('/v1/profile/suggestions/')) return Response.json({ suggestions: [{ name: `${path.split('/').pop()}1.airlock.id` }] })
    if (path.startsWith('/v1/profile/reverse/')) return Response.json([])
    return Response.json({ message: 'Name not found' }, { status: 404 })
  }))
  const fake = createFakeAdapter()
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet], adapters: [fake.descriptor], apiUrl: 'http://api.test', headless: true })
  airlock.logger.level = 'silent'
  await (await airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  const { controller, stop } = createNamesController(airlock, '.airlock.id')
  return { airlock, names: controller, stop, ...fake }
}

describe('createNamesController', () => {
  it("behavior: one state serves RegisterName and a host's own form: what was typed, its search, and a declined registration's code and text, until typing again or clear", async () => {
    const { names, adapter, stop } = await connected()
    expect(names.type('Ada.airlock.id')).toMatchObject({ label: 'ada', valid: true })
    expect(names.state.input).toBe('Ada.airlock.id')
    await vi.waitFor(() => expect(names.state.search).toEqual({ label: 'ada', status: 'available', suggestions: ['ada1.airlock.id'] }), { timeout: NAME_SEARCH_DELAY_MS + 2000 })

    vi.mocked(adapter.signMessage).mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }))
    await expect(names.register('ada')).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(names.state.registration.status).toBe('error')
    expect(names.errorOf(names.state)).toMatchObject({ feature: 'names', code: 'USER_REJECTED', message: 'Signature declined. Your name is still here: register again when ready.' })
    expect(names.state.input).toBe('Ada.airlock.id')

    names.type('Ada.airlock.id')
    expect(names.state.registration).toEqual({ status: 'idle' })
    expect(names.errorOf(names.state)).toBeUndefined()
    expect(await names.register('ada')).toBe('ada.airlock.id')
    expect(names.state.registration).toEqual({ status: 'done', name: 'ada.airlock.id' })

    names.clear()
    expect({ input: names.state.input, registration: names.state.registration, search: names.state.search }).toEqual({ input: '', registration: { status: 'idle' }, search: { label: '', status: 'idle', suggestions: [] } })
    stop()
  })

  it('behavior: the modal closing empties the form, except while the wallet is asked to sign', async () => {
    const { airlock, names, adapter, stop } = await connected()
    let sign = (_: string) => {}
    vi.mocked(adapter.signMessage).mockImplementationOnce(() => new Promise((resolve) => (sign = resolve)))
    names.type('ada')
    const registering = names.register('ada')
    airlock.bus.emit('modal:close', { connected: true })
    expect([names.state.input, names.state.registration.status]).toEqual(['ada', 'signing'])
    await vi.waitFor(() => expect(adapter.signMessage).toHaveBeenCalled())
    sign('0xsigned')
    await registering
    airlock.bus.emit('modal:close', { connected: true })
    expect([names.state.input, names.state.registration.status]).toEqual(['', 'idle'])
    stop()
  })
})
