// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import { definePlugin } from 'airlock'
import { AirlockModal, ConnectButton } from 'airlock/react'
import { useViewTitle } from 'airlock/react/kit'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestAccount, renderAirlock } from '../../test/helpers/renderAirlock.js'
import { motion } from '../theme/motion.js'
import { modalStyles } from '../theme/modalStyles.js'

afterEach(() => {
  vi.useRealTimers()
})

/**
 * A plugin with one view whose code name would read badly as a title (SlowSIWXView, titled
 * 'Sign in'), its code loaded when the test calls `release`.
 */
function slowSignInView() {
  let release: () => void = () => {}
  const views = {
    SlowSIWXView: () => new Promise<{ default: () => ReactElement }>((resolve) => {
      release = () => resolve({ default: function SignIn() { useViewTitle('Sign in'); return <p>Sign</p> } })
    }),
  } as unknown as Parameters<typeof definePlugin>[0]['views']
  return { slow: definePlugin({ name: 'slow-title', views }), release: () => release() }
}

describe('Modal', () => {
  it('default: Connect Wallet opens a labelled modal dialog on the Connect view', async () => {
    const { user } = renderAirlock()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.parentElement?.parentElement).toBe(document.body)
    expect(await within(dialog).findByRole('button', { name: 'All Wallets' })).toBeTruthy()
  })

  it('behavior: Escape closes and focus returns to the button that opened it', async () => {
    const { user, airlock } = renderAirlock()
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await user.click(button)
    await screen.findByRole('button', { name: 'All Wallets' })
    await user.keyboard('{Escape}')
    expect(airlock.modal.state.open).toBe(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(button)
  })

  it('behavior: after connecting, focus lands on the account button, not the page body', async () => {
    const { user, airlock } = renderAirlock()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await screen.findByRole('button', { name: 'All Wallets' })
    act(() => {
      connectTestAccount(airlock)
      airlock.close()
    })
    const account = await screen.findByRole('button', { name: /^Account / })
    await waitFor(() => expect(document.activeElement).toBe(account))
  })

  it('behavior: after disconnecting, focus lands on the Connect button that took the account button\'s place', async () => {
    const { user, airlock } = renderAirlock()
    act(() => connectTestAccount(airlock))
    await user.click(await screen.findByRole('button', { name: /^Account / }))
    await screen.findByRole('dialog')
    await act(async () => {
      await airlock.disconnect()
      airlock.close()
    })
    const connect = await screen.findByRole('button', { name: 'Connect Wallet' })
    await waitFor(() => expect(document.activeElement).toBe(connect))
  })

  it('behavior: Tab and Shift+Tab stay inside the dialog', async () => {
    const { user } = renderAirlock()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog')
    await screen.findByRole('button', { name: 'All Wallets' })
    for (let step = 0; step < 6; step++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    for (let step = 0; step < 6; step++) {
      await user.tab({ shift: true })
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('behavior: the close button and a click on the backdrop close the modal', async () => {
    const { user, airlock } = renderAirlock()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(airlock.modal.state.open).toBe(false)
    act(() => airlock.open())
    const dialog = await screen.findByRole('dialog')
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement! })
    expect(airlock.modal.state.open).toBe(false)
  })

  it('behavior: Back shows the previous view and the header follows', async () => {
    const { user, airlock } = renderAirlock({ plugins: [greeter] })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await user.click(await screen.findByRole('button', { name: 'Greet' }))
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('behavior: while a view loads the header keeps the title before it, never the view\'s code name; the loading state is named and the dialog holds focus', async () => {
    const { slow, release } = slowSignInView()
    const { airlock } = renderAirlock({ plugins: [slow] })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await screen.findByRole('dialog', { name: 'Account' })
    act(() => airlock.router.push('SlowSIWXView' as 'Account'))
    await act(async () => {})
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Account')
    // Issue 20: the loading state has a name, and the dialog holds focus meanwhile.
    expect(screen.getByRole('progressbar', { name: 'Loading' }).parentElement!.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('dialog'))
    act(() => release())
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy()
  })

  it("behavior: opened on a view whose code is still loading, the header reads 'Loading', never the view's code name", async () => {
    const { slow, release } = slowSignInView()
    const { airlock } = renderAirlock({ plugins: [slow] })
    act(() => airlock.open({ view: 'SlowSIWXView' as 'Account' }))
    expect(await screen.findByRole('dialog', { name: 'Loading' })).toBeTruthy()
    expect(screen.queryByText('Slow siwxview')).toBeNull()
    act(() => release())
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy()
  })

  it('rule shake: the dialog shakes for 500 ms when a close is refused', async () => {
    const { airlock } = renderAirlock()
    act(() => airlock.open())
    const dialog = await screen.findByRole('dialog')
    vi.useFakeTimers()
    airlock.modal.addCloseGuard(() => false)
    act(() => airlock.close())
    await act(async () => {})
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    await act(async () => {
      vi.advanceTimersByTime(500)
    })
    expect(dialog.hasAttribute('data-shake')).toBe(false)
  })

  it('behavior: SPEC §8 alerts show in the alert area and can be dismissed', async () => {
    const { user, airlock } = renderAirlock()
    act(() => airlock.open())
    act(() => airlock.alerts.showCode('SESSION_EXPIRED'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Session Expired')
    await user.click(within(alert).getByRole('button', { name: /Dismiss/ }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('behavior: theme mode and host variables reach the dialog', async () => {
    const { airlock } = renderAirlock({ themeMode: 'dark', themeVariables: { '--airlock-accent': '#ff0066' } })
    act(() => airlock.open())
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('data-airlock-theme')).toBe('dark')
    expect(dialog.style.getPropertyValue('--airlock-accent')).toBe('#ff0066')
  })

  it('rule animations: header text 120 ms, modal height 150 ms, view transition 150 ms, none with reduced motion', () => {
    expect(motion).toMatchObject({ headerText: 120, modalHeight: 150, viewTransition: 150, shake: 500 })
    expect(modalStyles).toContain('--airlock-duration-header:120ms')
    expect(modalStyles).toContain('--airlock-duration-height:150ms')
    expect(modalStyles).toContain('--airlock-duration-view:150ms')
    expect(modalStyles).toMatch(/prefers-reduced-motion:reduce\)\{\[data-airlock-theme\]\{--airlock-duration-header:0ms;--airlock-duration-height:0ms;--airlock-duration-view:0ms/)
    expect(modalStyles).toContain('width:var(--airlock-modal-width)')
    expect(modalStyles).toContain('--airlock-modal-width:360px')
  })

  it('behavior: disableAppend renders the modal where AirlockModal is placed', async () => {
    const { airlock, container } = renderAirlock(
      { disableAppend: true },
      <section aria-label="host slot">
        <ConnectButton />
        <AirlockModal />
      </section>,
    )
    act(() => airlock.open())
    const dialog = await screen.findByRole('dialog')
    expect(within(container).getByRole('region', { name: 'host slot' }).contains(dialog)).toBe(true)
  })

  it('rule embedded: inline and always shown; close resets the view instead of hiding', async () => {
    const { airlock, container, user } = renderAirlock({ enableEmbedded: true }, <AirlockModal />)
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(container.contains(dialog)).toBe(true)
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'All Wallets' }))
    act(() => airlock.close())
    expect(airlock.router.state.view).toBe('Connect')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('error: a view that throws shows an error and keeps the host page alive', async () => {
    const broken = definePlugin({
      name: 'broken',
      views: {
        Greeting: async () => ({
          default: () => {
            throw new Error('render bug')
          },
        }),
      },
    })
    const { airlock } = renderAirlock({ plugins: [broken] })
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    act(() => airlock.open({ view: 'Greeting' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    spy.mockRestore()
  })

  it('error: a view whose code could not load says to check the connection and names the header for its failure, never the view before it; loaded on Try again, the view names it, by its own title or, setting none, by its name', async () => {
    let attempts = 0
    const views = {
      FlakyView: async () => {
        attempts += 1
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return { default: () => <p>Loaded</p> }
      },
    } as unknown as Parameters<typeof definePlugin>[0]['views']
    const { airlock, user } = renderAirlock({ plugins: [definePlugin({ name: 'flaky', views })] })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await screen.findByRole('dialog', { name: 'Account' })
    act(() => airlock.router.push('FlakyView' as 'Account'))
    await expectLoadFailureThenRetry(user, 'Loaded', 'Flaky view')
    expect(attempts).toBe(2)
  })

  it('error: a tab whose code could not load says so in its panel and leaves the header to Account', async () => {
    const views = { BrokenTab: async () => { throw new TypeError('Failed to fetch dynamically imported module') } } as unknown as Parameters<typeof definePlugin>[0]['views']
    const tabbed = definePlugin({ name: 'broken-tab', views, contributes: [{ kind: 'accountTab', id: 'broken', label: 'Broken', view: 'BrokenTab' as 'Account' }] })
    const { airlock, user } = renderAirlock({ plugins: [tabbed] })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await user.click(await screen.findByRole('tab', { name: 'Broken' }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Account')
  })

  it('behavior: Try again in a tab panel leaves focus in the panel as the tab loads, not on the page', async () => {
    let arrives = false
    const Loaded = () => <p>Loaded tab</p>
    const load = async () => {
      if (!arrives) throw new TypeError('Failed to fetch dynamically imported module')
      return { default: Loaded }
    }
    const tabbed = definePlugin({ name: 'flaky-tab', views: { FlakyTab: load } as never, contributes: [{ kind: 'accountTab', id: 'flaky', label: 'Flaky', view: 'FlakyTab' as 'Account' }] })
    const { airlock, user } = renderAirlock({ plugins: [tabbed] })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await user.click(await screen.findByRole('tab', { name: 'Flaky' }))
    const panel = screen.getByRole('tabpanel')
    const retry = await within(panel).findByRole('button', { name: 'Try again' })
    arrives = true
    await user.click(retry)
    await within(panel).findByText('Loaded tab')
    expect(document.activeElement).toBe(panel)
  })

  it('error: a plugin whose code did not arrive says to check the connection in the person\'s words, not the developer\'s', async () => {
    let attempts = 0
    const Remote = function Remote() {
      useViewTitle('Remote')
      return <p>Arrived</p>
    }
    const load = async () => {
      if (++attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return definePlugin({ name: 'remote', views: { RemoteView: async () => ({ default: Remote }) } as never })
    }
    const { airlock, user } = renderAirlock({ plugins: [{ name: 'remote', views: ['RemoteView' as 'Account'], load }] })
    act(() => airlock.open({ view: 'RemoteView' as 'Account' }))
    await expectLoadFailureThenRetry(user, 'Arrived', 'Remote')
  })

  it('error: a plugin that failed to start says something went wrong, and Try again starts it again', async () => {
    let attempts = 0
    const setup = () => {
      if (++attempts === 1) throw new Error('api unreachable')
    }
    const starting = definePlugin({ name: 'starting', setup, views: { StartingView: async () => ({ default: () => <p>Started</p> }) } as never })
    const { airlock, user } = renderAirlock({ plugins: [starting] })
    act(() => airlock.open({ view: 'StartingView' as 'Account' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Something went wrong' + 'Try again')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByText('Started')
    expect(attempts).toBe(2)
  })

  it('error: a view whose feature the config\'s options switched off is not available, with a way back and no Try again', async () => {
    const strict = {
      name: 'strict',
      views: ['StrictView' as 'Account'],
      details: async () => ({ options: { '~standard': { version: 1, vendor: 'test', validate: () => ({ issues: [{ message: 'unknown option', path: ['loud'] }] }) } } }),
      load: async () => definePlugin({ name: 'strict', views: { StrictView: async () => ({ default: () => <p>Strict</p> }) } as never }),
    }
    const { airlock } = renderAirlock({ features: { strict: { loud: true } } as never, plugins: [strict as never] })
    act(() => airlock.open({ view: 'StrictView' as 'Account' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe("This isn't available in this app." + 'Go back')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Not available')
  })

  it('error: a view no feature provides says so plainly with a way back; the developer message is logged once', async () => {
    const { airlock, user } = renderAirlock()
    const logged = vi.spyOn(airlock.logger, 'error')
    act(() => airlock.open({ view: 'Account' }))
    act(() => airlock.router.push('Nowhere' as 'Account'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("This isn't available in this app.")
    // The header names the state in words, never the view's code name.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Not available')
    expect(screen.getByRole('dialog', { name: 'Not available' })).toBeTruthy()
    expect(alert.textContent).not.toContain('plugin')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
    await user.click(within(alert).getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(airlock.router.state.view).toBe('Account'))
    act(() => airlock.router.push('Nowhere' as 'Account'))
    await screen.findByText("This isn't available in this app.")
    const messages = logged.mock.calls.map((call) => String(call[0]))
    expect(messages.filter((m) => m.includes('"Nowhere"'))).toEqual(['The view "Nowhere" could not be loaded'])
    expect(String((logged.mock.calls[0]![1] as Error).message)).toBe('No enabled plugin provides the view "Nowhere"')
  })
})

/** A view whose code did not arrive: its words and title, then Try again shows `loaded` under `title`. */
async function expectLoadFailureThenRetry(user: ReturnType<typeof renderAirlock>['user'], loaded: string, title: string) {
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe('Check your connection and try again.' + 'Try again')
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Could not load')
  await user.click(within(alert).getByRole('button', { name: 'Try again' }))
  await screen.findByText(loaded)
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title)
}

const greeter = definePlugin({
  name: 'greeter-inline',
  // A view of its own (the fixture's needs the greeter plugin's api, which this one has not).
  views: {
    Greeting: async () => ({
      default: function Greeting() {
        useViewTitle('Greeting')
        return <p>Hello</p>
      },
    }),
  },
  contributes: [{ kind: 'accountAction', id: 'greet', label: 'Greet', view: 'Greeting' }],
})
