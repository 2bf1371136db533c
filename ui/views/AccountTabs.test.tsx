// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestAccount, renderAirlock } from '../../test/helpers/renderAirlock.js'

// Issue 20: the Account tabs follow the tab pattern's keys, so a keyboard reaches every tab.
afterEach(() => vi.unstubAllGlobals())

describe('AccountTabs', () => {
  it('behavior: arrows move round the tabs, Home and End go to the first and last, focus follows', async () => {
    // An API with nothing to list: the tabs' panels show their empty states.
    vi.stubGlobal('fetch', async () => Response.json({ balances: [], data: [], nfts: [], next: null }))
    const { user, airlock } = renderAirlock({ apiUrl: 'http://127.0.0.1:1' })
    connectTestAccount(airlock)
    act(() => airlock.open())
    const tokens = await screen.findByRole('tab', { name: 'Tokens' })
    act(() => tokens.focus())
    const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent
    const focused = () => document.activeElement?.textContent
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent)
    const last = names.at(-1)
    expect(names.length).toBeGreaterThan(1)
    for (const [key, name] of [['{ArrowLeft}', last], ['{ArrowRight}', 'Tokens'], ['{ArrowRight}', names[1]], ['{Home}', 'Tokens'], ['{End}', last]] as const) {
      await user.keyboard(key)
      await waitFor(() => expect(selected()).toBe(name))
      expect(focused()).toBe(name)
    }
  })
})
