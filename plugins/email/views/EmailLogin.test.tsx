// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { renderAirlock } from '../../../test/helpers/renderAirlock.js'

/** The Email view of a modal whose embedded wallet refuses another email for 12 s (SPEC §9), as the frame says it. */
async function openTooSoon() {
  const rendered = renderAirlock({ networks: [mainnet], frameUrl: 'http://127.0.0.1:1' })
  const startEmail = vi.fn(async () => Promise.reject(Object.assign(new Error('Too soon'), { code: 'rate_limited', error: { retryAfterMs: 12_000 } })))
  const connector = { startEmail, prepare: () => {} }
  // The instance's one connection service hands the views this connector instead of the frame's.
  vi.spyOn(await rendered.airlock.connection(), 'connector').mockReturnValue(connector as never)
  act(() => rendered.airlock.open({ view: 'EmailLogin' }))
  await rendered.user.type(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 }), 'ada@example.com')
  await rendered.user.click(screen.getByRole('button', { name: 'Continue' }))
  return { ...rendered, startEmail }
}

describe('the Email view', () => {
  it('behavior: the wait before another email counts down to the second, Continue waits with it, and another address need not wait', async () => {
    const { user, startEmail } = await openTooSoon()
    const timer = await screen.findByRole('timer')
    expect(timer.textContent).toMatch(/^Wait 1[12] s before asking for another email\.$/)
    const first = Number(timer.textContent!.match(/\d+/)![0])
    await waitFor(() => expect(Number(screen.getByRole('timer').textContent!.match(/\d+/)![0])).toBeLessThan(first), { timeout: 2500 })
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true)
    expect(startEmail).toHaveBeenCalledTimes(1)
    const field = screen.getByRole('textbox', { name: 'Email' })
    await user.clear(field)
    await user.type(field, 'bob@example.com')
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false)
  })
})
