// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { createAirlock, mainnet } from 'airlock'
import { AirlockProvider, usePasskeyCheck, WalletPasskeyCheck } from 'airlock/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** A headless Airlock with the embedded wallet, and a host's own dialog for its passkey checks. */
async function setup() {
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet], headless: true, frameUrl: 'http://127.0.0.1:8793' })
  airlock.logger.level = 'silent'
  const embedded = await (await airlock.connection()).connector('embedded')
  const cancel = vi.spyOn(embedded, 'cancelPasskeyCheck').mockImplementation((checkId) => airlock.bus.emit('embedded:passkeyCheckSettled', { checkId }))
  // The wallet holds one check, an unlock; its page is the frame's real passkey URL.
  vi.spyOn(embedded, 'passkeyPage').mockImplementation(async (id) => (id === 'check-1' ? { url: embedded.pageUrl('passkey', { mode: 'unlock' }), title: 'Unlock this device' } : undefined))
  function HostDialog() {
    const { pending: [check], cancel } = usePasskeyCheck()
    if (!check) return <p>nothing to confirm</p>
    return (
      <div role="dialog" aria-label={check.mode}>
        <WalletPasskeyCheck checkId={check.id} />
        <button onClick={() => cancel(check.id)}>Cancel</button>
      </div>
    )
  }
  render(
    <AirlockProvider airlock={airlock}>
      <HostDialog />
    </AirlockProvider>,
  )
  return { airlock, cancel }
}

afterEach(() => cleanup())

describe('usePasskeyCheck', () => {
  it("default: a check the wallet waits on shows the wallet's own passkey page in the host's dialog, titled, and leaves when it is over", async () => {
    const { airlock } = await setup()
    act(() => airlock.bus.emit('embedded:passkeyCheckRequested', { checkId: 'check-1', mode: 'unlock' }))
    const frame = await waitFor(() => screen.getByTitle('Unlock this device') as HTMLIFrameElement)
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('unlock')
    const url = new URL(frame.src)
    expect([url.origin, url.pathname, url.searchParams.get('mode')]).toEqual(['http://127.0.0.1:8793', '/passkey', 'unlock'])
    expect(frame.getAttribute('allow')).toContain('publickey-credentials-get')
    expect(airlock.modal.state.open).toBe(false)
    act(() => airlock.bus.emit('embedded:passkeyCheckSettled', { checkId: 'check-1' }))
    expect(screen.getByText('nothing to confirm')).toBeTruthy()
  })

  it("error: the host's Cancel declines the check in the wallet; a check that is already over shows no page", async () => {
    const { airlock, cancel } = await setup()
    act(() => airlock.bus.emit('embedded:passkeyCheckRequested', { checkId: 'check-1', mode: 'unlock' }))
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click())
    await waitFor(() => expect(cancel).toHaveBeenCalledWith('check-1'))
    await waitFor(() => expect(screen.getByText('nothing to confirm')).toBeTruthy())
    act(() => airlock.bus.emit('embedded:passkeyCheckRequested', { checkId: 'check-gone', mode: 'verify' }))
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByRole('dialog').querySelector('iframe')).toBeNull()
  })
})
