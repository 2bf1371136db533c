// @vitest-environment happy-dom
import { createAirlock, mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSocialsController, PENDING_REDIRECT_KEY, POPUP_CLOSED_GRACE_MS, POPUP_CLOSED_POLL_MS, type PopupWindow } from './createSocialsController.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const providerPage = 'http://127.0.0.1:8794/github/auth?state=s'
const callback = 'http://127.0.0.1:8793/social/callback?code=c&state=s'

/** An Airlock whose embedded connector is a fake that records what it is asked. */
function setup() {
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet], frameUrl: 'http://127.0.0.1:8793', features: { socials: ['github', 'farcaster'] } })
  airlock.logger.level = 'silent'
  const results = new Set<(uri: string) => void>()
  const session = { id: 's', peer: { name: 'Email wallet', url: '', icons: [] }, namespaces: {}, provider: () => undefined, disconnect: async () => {} }
  const connector = {
    socialUri: vi.fn(async () => providerPage),
    connectSocial: vi.fn(async () => ({ session, userName: 'octocat' })),
    farcasterUri: vi.fn(async () => 'http://127.0.0.1:8795/?channelToken=t'),
    connectFarcaster: vi.fn(async () => ({ session, userName: 'carol' })),
    reload: vi.fn(async () => {}),
    onSocialResult: (listener: (uri: string) => void) => {
      results.add(listener)
      return () => results.delete(listener)
    },
  }
  const connectWith = vi.fn(async (_name: string, start: () => Promise<unknown>) => {
    await start()
    airlock.chain.setAccount('eip155', { status: 'connected', address, connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded' } })
    return []
  })
  vi.spyOn(airlock, 'connection').mockResolvedValue({ connector: () => connector, connectWith } as never)
  const events: unknown[] = []
  airlock.bus.on('analytics:event', (event) => events.push(event))
  const location = { href: 'http://localhost:5173/shop?socials=on', search: '?socials=on', assign: vi.fn() }
  const socials = createSocialsController(airlock, location)
  const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } } as unknown as PopupWindow & { closed: boolean }
  const answer = (uri: string) => results.forEach((listener) => listener(uri))
  return { airlock, socials, connector, connectWith, popup, answer, events, location }
}

afterEach(() => {
  vi.useRealTimers()
  sessionStorage.clear()
})

describe('createSocialsController', () => {
  it('default: a popup login sends the popup to the provider, finishes with its callback and records SOCIAL_LOGIN_SUCCESS', async () => {
    const { airlock, socials, connector, popup, answer, events } = setup()
    airlock.modal.open({ view: 'SocialLogin', data: { provider: 'github' } })
    const done = socials.signIn('github', popup)
    await vi.waitFor(() => expect(popup.location.href).toBe(providerPage))
    expect(connector.socialUri).toHaveBeenCalledWith('github')
    expect(socials.state.step).toBe('waiting')
    answer(callback)
    await done
    expect(connector.connectSocial).toHaveBeenCalledWith(callback, 'github')
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ socialProvider: 'github', socialWindow: 'popup', user: { username: 'octocat' }, connectedWalletInfo: { social: 'github' } })
    expect(events).toContainEqual({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } })
    expect(socials.state).toMatchObject({ step: 'idle', error: undefined })
    expect(airlock.modal.state.open).toBe(false)
  })

  it('behavior: a closed popup is a cancel: back to Connect, no error, no alert', async () => {
    vi.useFakeTimers()
    const { airlock, socials, connector, popup } = setup()
    airlock.modal.open()
    airlock.router.push('SocialLogin', { provider: 'github' })
    const done = socials.signIn('github', popup)
    await vi.waitFor(() => expect(popup.location.href).toBe(providerPage))
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS + POPUP_CLOSED_GRACE_MS)
    await done
    expect(connector.connectSocial).not.toHaveBeenCalled()
    expect(airlock.router.state.view).toBe('Connect')
    expect(socials.state).toMatchObject({ step: 'idle', error: undefined })
    expect(airlock.alerts.state.alerts).toEqual([])
  })

  it('error: a declined consent goes back to Connect with a clear message', async () => {
    const { airlock, socials, connector, popup, answer } = setup()
    connector.connectSocial.mockRejectedValueOnce(Object.assign(new Error('You declined the sign-in; nothing was shared'), { code: 'consent_denied' }))
    airlock.modal.open()
    airlock.router.push('SocialLogin', { provider: 'github' })
    const done = socials.signIn('github', popup)
    await vi.waitFor(() => expect(popup.location.href).toBe(providerPage))
    answer(callback)
    await done
    const message = 'You declined to sign in with GitHub. Nothing was shared; choose another way to continue.'
    expect(socials.state.error).toBe(message)
    expect(airlock.alerts.state.alerts).toMatchObject([{ variant: 'error', message }])
    expect(airlock.router.state.view).toBe('Connect')
    expect(airlock.chain.state.accounts.eip155?.status).not.toBe('connected')
  })

  it('behavior: without a popup (blocked, or a phone) the whole page goes to the provider and comes back here', async () => {
    const { airlock, socials, connector, location } = setup()
    await socials.signIn('github', null)
    expect(connector.socialUri).toHaveBeenCalledWith('github', location.href)
    expect(location.assign).toHaveBeenCalledWith(providerPage)
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBe('github')
    expect(airlock.chain.state.accounts[airlock.chain.state.activeNamespace]?.socialWindow).toBe('redirect')
  })

  it('behavior: SPEC §2 result_uri is read, removed from the address bar, and finishes the login', async () => {
    const { airlock, socials, connector } = setup()
    history.replaceState(null, '', `/shop?socials=on&result_uri=${encodeURIComponent(callback)}`)
    sessionStorage.setItem(PENDING_REDIRECT_KEY, 'github')
    const location = { href: window.location.href, search: window.location.search, assign: vi.fn() }
    const resumed = createSocialsController(airlock, location)
    expect(await resumed.resumeRedirect()).toBe(true)
    expect(window.location.search).toBe('?socials=on')
    expect(connector.connectSocial).toHaveBeenCalledWith(callback, 'github')
    expect(airlock.chain.state.accounts.eip155?.socialProvider).toBe('github')
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull()
    expect(await socials.resumeRedirect()).toBe(false)
  })

  it('behavior: SPEC §2 back from ConnectingFarcaster while not connected clears the URL and reloads the frame', async () => {
    const { airlock, socials, connector } = setup()
    let release!: () => void
    connector.connectFarcaster.mockImplementationOnce(() => new Promise((_resolve, reject) => (release = () => reject(Object.assign(new Error('Request was aborted'), { code: 'aborted' })))))
    void socials.signInWithFarcaster()
    await vi.waitFor(() => expect(socials.state.farcasterUrl).toBe('http://127.0.0.1:8795/?channelToken=t'))
    expect(airlock.chain.state.accounts.eip155?.farcasterUrl).toBe('http://127.0.0.1:8795/?channelToken=t')
    socials.leaveFarcaster()
    release()
    expect(socials.state.farcasterUrl).toBeUndefined()
    expect(airlock.chain.state.accounts.eip155?.farcasterUrl).toBeUndefined()
    await vi.waitFor(() => expect(connector.reload).toHaveBeenCalledOnce())
    expect(airlock.alerts.state.alerts).toEqual([])
  })

  it('default: Farcaster signs in with the fid’s username once the person approved', async () => {
    const { airlock, socials, connector, events } = setup()
    await socials.signInWithFarcaster()
    expect(connector.connectFarcaster).toHaveBeenCalledOnce()
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ socialProvider: 'farcaster', user: { username: 'carol' } })
    expect(events).toContainEqual({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'farcaster' } })
    socials.leaveFarcaster()
    expect(connector.reload).not.toHaveBeenCalled()
  })
})
