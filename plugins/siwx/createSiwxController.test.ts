import { createAirlock, mainnet, WalletError } from 'airlock'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import type { SiwxConfig, SiwxHandler, SiwxSession } from './SiwxHandler.js'
import { createBrowserSiwxHandler } from './handlers/createBrowserSiwxHandler.js'

const wallet = { id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' as const }

/** A kernel with sign-in on, connected through a fake adapter; resolves once the plugin checked. */
async function setup(siwx: SiwxConfig = {}, handler?: (storage: ReturnType<typeof createAirlock>['storage']) => SiwxHandler, locale?: string) {
  const fake = createFakeAdapter()
  let airlock!: ReturnType<typeof createAirlock>
  const wrapped: SiwxHandler | undefined = handler && {
    createMessage: (input) => made().createMessage(input),
    getSessions: (chainId, address) => made().getSessions(chainId, address),
    addSession: (session) => made().addSession(session),
    setSessions: (sessions) => made().setSessions(sessions),
    revokeSession: (chainId, address) => made().revokeSession(chainId, address),
  }
  let instance: SiwxHandler | undefined
  const made = () => (instance ??= handler!(airlock.storage))
  airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet], features: { siwx: { ...siwx, handler: wrapped ?? siwx.handler } }, ...(locale && { locale }) })
  airlock.logger.level = 'silent'
  const track = vi.spyOn(airlock.analytics, 'track')
  airlock.modal.open()
  await (await airlock.connection()).connect(wallet)
  const controller = await airlock.plugins.api('siwx')
  await vi.waitFor(() => expect(airlock.router.state.view).toBe('SIWXSignMessage'))
  return { airlock, controller, track, ...fake }
}

describe('createSiwxController', { timeout: 30_000 }, () => {
  // The page the message names: domain and URI come from it.
  beforeEach(() => void vi.stubGlobal('location', new URL('https://app.example.com/')))

  it('rule SIWX on connect: no session for the account and network opens SIWXSignMessage', async () => {
    const { airlock, controller } = await setup()
    expect(airlock.modal.state.open).toBe(true)
    expect(controller.state.session).toBeUndefined()
  })

  it('rule SIWX on connect: an existing session is kept and nothing is asked', async () => {
    const fake = createFakeAdapter()
    const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet], features: { siwx: true } })
    const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
    const session: SiwxSession = {
      data: { chainId: 'eip155:1', accountAddress: address, nonce: 'n1', domain: 'localhost', uri: 'http://localhost', version: '1', issuedAt: new Date().toISOString(), expirationTime: new Date(Date.now() + 60_000).toISOString() },
      message: 'signed text',
      signature: '0xsigned',
    }
    await createBrowserSiwxHandler(airlock.storage).addSession(session)
    await (await airlock.connection()).connect(wallet)
    const controller = await airlock.plugins.api('siwx')
    await vi.waitFor(() => expect(controller.state.session?.data.nonce).toBe('n1'))
    expect(airlock.modal.state.open).toBe(false)
  })

  it('rule SIWX over WalletConnect (SPEC §5): one-click fields only when every requested chain is eip155; what the wallet signed becomes the session, and the check asks nothing', async () => {
    const fake = createFakeAdapter()
    const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet], features: { siwx: true } })
    airlock.logger.level = 'silent'
    const track = vi.spyOn(airlock.analytics, 'track')
    const controller = await airlock.plugins.api('siwx')
    expect(await controller.oneClickRequest(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBeUndefined()
    const fields = await controller.oneClickRequest(['eip155:1', 'eip155:137'])
    expect(fields).toMatchObject({ domain: 'app.example.com', uri: 'https://app.example.com', nonce: expect.any(String) })
    await controller.acceptOneClick({ chainId: 'eip155:1', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', message: 'signed by the wallet', signature: '0xsigned', cacao: { p: {} } })
    expect(controller.state.session).toMatchObject({ message: 'signed by the wallet', data: { nonce: fields!.nonce, chainId: 'eip155:1' } })
    expect(track).toHaveBeenCalledWith('SIWX_AUTH_SUCCESS', { network: 'eip155:1' })
    await (await airlock.connection()).connect(wallet)
    await controller.check()
    expect(airlock.modal.state.open).toBe(false)
    // A second acceptance without a request of its own is refused.
    await expect(controller.acceptOneClick({ chainId: 'eip155:1', address: '0x0', message: 'm', signature: '0x', cacao: {} })).rejects.toThrow('No one-click sign-in was asked for')
  })

  it('rule SIWX success: stores the session, closes the modal and records SIWX_AUTH_SUCCESS', async () => {
    const { airlock, controller, track, adapter } = await setup()
    await controller.signIn()
    expect(adapter.signMessage).toHaveBeenCalledWith(expect.stringContaining('wants you to sign in with your Ethereum account'), '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
    expect(controller.state.session?.signature).toBe('0xsigned')
    expect(await controller.getSessions()).toHaveLength(1)
    expect(airlock.modal.state.open).toBe(false)
    expect(track).toHaveBeenCalledWith('SIWX_AUTH_SUCCESS', { network: 'eip155:1' })
  })

  it("error: a declined signature shows 'Signature declined', keeps the view and records SIWX_AUTH_ERROR", async () => {
    const { airlock, controller, track, adapter } = await setup()
    vi.mocked(adapter.signMessage).mockRejectedValueOnce(new WalletError('USER_REJECTED', 'User rejected the request'))
    await controller.signIn()
    expect(controller.state.error).toBe('Signature declined')
    expect(airlock.router.state.view).toBe('SIWXSignMessage')
    expect(airlock.modal.state.open).toBe(true)
    expect(track).toHaveBeenCalledWith('SIWX_AUTH_ERROR', { network: 'eip155:1', declined: true })
  })

  it("rule languages: the failure is named in the instance's language", async () => {
    const { controller, adapter } = await setup({}, undefined, 'ja')
    vi.mocked(adapter.signMessage).mockRejectedValueOnce(new WalletError('USER_REJECTED', 'User rejected the request'))
    await controller.signIn()
    expect(controller.state.error).toBe('署名が拒否されました')
  })

  it('rule SIWX failure: a failure while the modal is closed reopens the sign-message view', async () => {
    const { airlock, controller, adapter } = await setup()
    airlock.modal.close()
    vi.mocked(adapter.signMessage).mockRejectedValueOnce(new Error('boom'))
    await controller.signIn()
    expect(airlock.modal.state.open).toBe(true)
    expect(airlock.router.state.view).toBe('SIWXSignMessage')
    expect(controller.state.error).toBe('Something went wrong')
  })

  it('rule SIWX cancel: records CLICK_CANCEL_SIWX and, not required, closes and keeps the wallet', async () => {
    const { airlock, controller, track, adapter } = await setup()
    await controller.cancel()
    expect(track).toHaveBeenCalledWith('CLICK_CANCEL_SIWX')
    expect(airlock.modal.state.open).toBe(false)
    expect(airlock.router.state.view).toBe('Connect')
    expect(adapter.disconnect).not.toHaveBeenCalled()
    expect(airlock.chain.activeCaipAddress()).toBeDefined()
  })

  it('rule SIWX cancel: when sign-in is required, cancel disconnects and resets to Connect', async () => {
    const { airlock, controller, adapter } = await setup({ required: true })
    await controller.cancel()
    expect(adapter.disconnect).toHaveBeenCalled()
    expect(airlock.chain.activeCaipAddress()).toBeUndefined()
    expect(airlock.router.state.view).toBe('Connect')
    expect(airlock.modal.state.open).toBe(false)
  })

  it('rule SIWX close guard: the modal cannot be closed while required, unsigned, on the sign-message view', async () => {
    const { airlock, controller } = await setup({ required: true })
    airlock.modal.close()
    expect(airlock.modal.state.open).toBe(true)
    expect(airlock.modal.state.shake).toBe(true)
    await controller.signIn()
    expect(airlock.modal.state.open).toBe(false)
  })

  it('behavior: without `required` the sign-message view closes freely', async () => {
    const { airlock } = await setup()
    airlock.modal.close()
    expect(airlock.modal.state.open).toBe(false)
  })

  it('rule SIWX init failure: a handler that fails to read sessions disconnects and resets to Connect', async () => {
    const fake = createFakeAdapter()
    const failing: SiwxHandler = { ...createBrowserSiwxHandler({ get: () => undefined, set() {}, remove() {} }), getSessions: async () => Promise.reject(new Error('down')) }
    const airlock = createAirlock({ projectId: 'test', adapters: [fake.descriptor], networks: [mainnet], features: { siwx: { handler: failing } } })
    airlock.logger.level = 'silent'
    await (await airlock.connection()).connect(wallet)
    await airlock.plugins.api('siwx')
    await vi.waitFor(() => expect(fake.adapter.disconnect).toHaveBeenCalled())
    expect(airlock.router.state.view).toBe('Connect')
    expect(airlock.alerts.state.alerts.map((alert) => alert.message)).toContain('A problem occurred while trying initialize authentication')
  })

  it('rule SIWX account switch: a new account without a session is asked to sign in again', async () => {
    const { airlock, controller, emit } = await setup()
    await controller.signIn()
    expect(airlock.modal.state.open).toBe(false)
    emit('accountsChanged', { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    await vi.waitFor(() => expect(airlock.modal.state.open).toBe(true))
    expect(airlock.router.state.view).toBe('SIWXSignMessage')
    expect(controller.state.session).toBeUndefined()
  })

  it('behavior: a revoked session asks again on the next check', async () => {
    const { airlock, controller } = await setup()
    await controller.signIn()
    await controller.signOut()
    expect(await controller.getSessions()).toEqual([])
    await controller.check()
    expect(airlock.router.state.view).toBe('SIWXSignMessage')
    expect(airlock.modal.state.open).toBe(true)
  })

  it('behavior: sessions are forgotten on disconnect (signOutOnDisconnect defaults to true)', async () => {
    const { airlock, controller } = await setup()
    await controller.signIn()
    await (await airlock.connection()).disconnect()
    expect(controller.state.session).toBeUndefined()
    expect(airlock.storage.get('siwx:sessions')).toEqual([])
  })

  it("rule SIWX close guard: another account's session never stands for the active account's, so a required sign-in cannot be closed unsigned", async () => {
    const { airlock, controller, emit } = await setup({ required: true })
    await controller.signIn()
    expect(controller.state.session).toBeDefined()
    emit('accountsChanged', { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    // At once, before the handler answers: the session shown is not the new account's.
    expect(controller.state.session).toBeUndefined()
    await vi.waitFor(() => expect(airlock.modal.state.open).toBe(true))
    expect(airlock.router.state.view).toBe('SIWXSignMessage')
    airlock.close()
    expect(airlock.modal.state.open).toBe(true)
  })

  it('behavior: a sign-in view asked for an account left meanwhile goes away once the active account is found signed in', async () => {
    const { airlock, controller, emit } = await setup()
    const first = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
    await controller.signIn()
    emit('accountsChanged', { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    await vi.waitFor(() => expect(airlock.modal.state.open).toBe(true))
    expect(airlock.router.state.view).toBe('SIWXSignMessage')
    emit('accountsChanged', { address: first })
    await vi.waitFor(() => expect(airlock.modal.state.open).toBe(false))
    expect(controller.state.session?.data.accountAddress).toBe(first)
  })
})
