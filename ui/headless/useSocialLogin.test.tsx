// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createAirlock, mainnet } from 'airlock'
import { AirlockProvider, useSocialLogin, type UseSocialLoginReturn } from 'airlock/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

/** A headless Airlock whose embedded connector is a fake that records what it is asked, and a host form reading useSocialLogin. */
async function setup() {
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet], headless: true, frameUrl: 'http://127.0.0.1:8793', features: { socials: ['github', 'farcaster'] } })
  airlock.logger.level = 'silent'
  const session = { id: 's', peer: { name: 'Email wallet', url: '', icons: [] }, namespaces: {}, provider: () => undefined, disconnect: async () => {} }
  let approve!: () => void
  let answer!: (uri: string) => void
  // The real connection, with its embedded connector's frame calls answered here.
  const connection = await airlock.connection()
  const connector = await connection.connector('embedded')
  const fakes = {
    socialUri: vi.spyOn(connector, 'socialUri').mockResolvedValue('http://127.0.0.1:8794/github/auth?state=s'),
    connectSocial: vi.spyOn(connector, 'connectSocial').mockResolvedValue({ session, userName: 'octocat' } as never),
    farcasterUri: vi.spyOn(connector, 'farcasterUri').mockResolvedValue('http://127.0.0.1:8795/?channelToken=t'),
    connectFarcaster: vi.spyOn(connector, 'connectFarcaster').mockImplementation(() => new Promise((resolve) => (approve = () => resolve({ session, userName: 'carol' } as never)))),
    onSocialResult: vi.spyOn(connector, 'onSocialResult').mockImplementation((listener) => ((answer = listener), () => {})),
  }
  const connectWith = async (_name: string, start: () => Promise<unknown>) => {
    await start()
    airlock.chain.setAccount('eip155', { status: 'connected', address, connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded' } })
    return []
  }
  vi.spyOn(connection, 'connectWith').mockImplementation(connectWith as never)
  const seen: { current?: UseSocialLoginReturn } = {}
  function HostButtons() {
    seen.current = useSocialLogin()
    return <p>{seen.current.farcasterUrl ?? seen.current.error?.message ?? seen.current.step}</p>
  }
  const view = render(
    <AirlockProvider airlock={airlock}>
      <Suspense fallback={<p>loading</p>}>
        <HostButtons />
      </Suspense>
    </AirlockProvider>,
  )
  await waitFor(() => expect(seen.current).toBeDefined())
  return { airlock, connector: fakes, seen: seen as { current: UseSocialLoginReturn }, approve: () => approve(), answer: (uri: string) => answer(uri), ...view }
}

afterEach(() => cleanup())

describe('useSocialLogin', () => {
  it("default: the config's providers, and Farcaster's link for the host's own QR code while the person approves, then the account", async () => {
    const { airlock, seen, approve, container } = await setup()
    expect(seen.current.providers).toEqual(['github', 'farcaster'])
    let signingIn!: Promise<void>
    act(() => void (signingIn = seen.current.signInWithFarcaster()))
    await waitFor(() => expect(seen.current.farcasterUrl).toBe('http://127.0.0.1:8795/?channelToken=t'))
    expect(container.textContent).toBe('http://127.0.0.1:8795/?channelToken=t')
    await act(async () => {
      approve()
      await signingIn
    })
    expect(airlock.chain.state.accounts.eip155?.address).toBe(address)
    expect(airlock.modal.state.open).toBe(false)
  })

  it("error: a declined consent is the socials view's code and text, and the host's popup closes", async () => {
    const { connector, seen, container, answer } = await setup()
    connector.connectSocial.mockRejectedValueOnce(Object.assign(new Error('declined'), { code: 'consent_denied' }))
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } }
    vi.spyOn(window, 'open').mockReturnValue(popup as never)
    let signingIn!: Promise<void>
    act(() => void (signingIn = seen.current.signIn('github')))
    await waitFor(() => expect(popup.location.href).toBe('http://127.0.0.1:8794/github/auth?state=s'))
    await act(async () => {
      answer('http://127.0.0.1:8793/social/callback?code=c&state=s')
      await signingIn.catch(() => {})
    })
    await waitFor(() => expect(seen.current.error?.code).toBe('consent_denied'))
    expect(seen.current.error).toMatchObject({ feature: 'socials', message: expect.stringMatching(/GitHub/) })
    expect(container.textContent).toBe(seen.current.error!.message)
    expect(popup.close).toHaveBeenCalled()
  })
})
