// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'

declare module 'airlock' {
  interface AlertCodes {
    TEST_FEATURE_DOWN: true
  }
}

describe('AlertArea', () => {
  it('default: a catalogued alert shows its short and long texts (SPEC §8)', async () => {
    const { airlock } = renderAirlock()
    act(() => airlock.open())
    act(() => airlock.alerts.showCode('ORIGIN_NOT_ALLOWED'))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('strong').textContent).toBe('Invalid App Configuration')
    expect(within(alert).getByRole('paragraph').textContent).toBe(
      "This site's origin is not on the project's allowlist. Add it to the project's allowed origins.",
    )
    expect(within(alert).getByRole('button').getAttribute('aria-label')).toBe('Dismiss: Invalid App Configuration')
  })

  it('behavior: a catalogued alert speaks the instance\'s language (SPEC §8)', async () => {
    const { airlock } = renderAirlock({ locale: 'fr' })
    act(() => airlock.open())
    act(() => airlock.alerts.showCode('SESSION_EXPIRED'))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('strong').textContent).toBe('Session expirée')
    expect(within(alert).getByRole('button').getAttribute('aria-label')).toBe('Ignorer : Session expirée')
  })

  it('behavior: a code a feature adds shows the texts it registered', async () => {
    const { airlock } = renderAirlock()
    airlock.alerts.texts.TEST_FEATURE_DOWN = { short: 'Feature down', long: 'The feature could not start. Try again later.' }
    act(() => airlock.open())
    act(() => airlock.alerts.showCode('TEST_FEATURE_DOWN'))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('strong').textContent).toBe('Feature down')
    expect(within(alert).getByRole('paragraph').textContent).toBe('The feature could not start. Try again later.')
  })

  it('behavior: a warning of its own is a status, not an alert', async () => {
    const { airlock } = renderAirlock()
    act(() => airlock.open())
    act(() => airlock.alerts.show('warning', 'Low balance', 'Top up to pay the fee'))
    const status = await screen.findByText('Low balance')
    expect(status.closest('[role]')?.getAttribute('role')).toBe('status')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('behavior: an alert belongs to its view: the next view opens without it, and shows its own', async () => {
    const { airlock } = renderAirlock()
    act(() => airlock.open())
    act(() => airlock.alerts.show('error', 'You declined to sign in with GitHub.'))
    expect((await screen.findByRole('alert')).textContent).toContain('You declined to sign in with GitHub.')
    act(() => airlock.router.push('AllWallets'))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(airlock.alerts.state.alerts).toEqual([])
    act(() => airlock.alerts.show('error', 'Action not allowed'))
    expect((await screen.findByRole('alert')).textContent).toContain('Action not allowed')
    // Back is a view of its own again: the alert stays with the view it showed on.
    act(() => airlock.router.goBack())
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('behavior: closing the modal dismisses what it showed; an alert raised while closed waits for the next open', async () => {
    const { airlock } = renderAirlock()
    act(() => airlock.open())
    act(() => airlock.alerts.show('error', 'Seen once'))
    await screen.findByRole('alert')
    act(() => airlock.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(airlock.alerts.state.alerts).toEqual([])
    act(() => airlock.alerts.showCode('SESSION_EXPIRED'))
    act(() => airlock.open())
    expect((await screen.findByRole('alert')).textContent).toContain('Session Expired')
  })
})
