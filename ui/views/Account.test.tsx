// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react'
import { mainnet } from 'airlock'
import { describe, expect, it } from 'vitest'
import { renderAirlock, testAddress } from '../../test/helpers/renderAirlock.js'
import { actionColumns } from './actionColumns.js'

/** The modal on Account for an embedded-wallet user who signed in with `email`. */
async function openEmailUser(email: string) {
  const rendered = renderAirlock({ networks: [mainnet], frameUrl: 'http://127.0.0.1:1' })
  act(() => {
    rendered.airlock.chain.setAccount('eip155', {
      status: 'connected',
      address: testAddress,
      caipAddress: `eip155:1:${testAddress}`,
      connectedWalletInfo: { name: 'Email wallet', identifier: 'embedded' },
      user: { email },
    })
    rendered.airlock.open()
  })
  await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 5000 })
  return rendered
}

describe('the Account view', () => {
  it('behavior: an email user sees their email under the address, and in "Email & keys", the menu named for what it holds', async () => {
    const { user } = await openEmailUser('ada@example.com')
    const shown = screen.getByTestId('account-email')
    expect(shown.textContent).toBe('ada@example.com')
    expect(shown.querySelector('[dir=ltr]')).not.toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Email & keys' }))
    await screen.findByRole('dialog', { name: 'Email and keys' })
    expect((await screen.findByTestId('email-wallet-address')).textContent).toBe('Signed in as ada@example.com')
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change email' })).toBeTruthy()
  })

  it('behavior: the action tiles are laid out in balanced rows, their column count set on the group', async () => {
    await openEmailUser('ada@example.com')
    const group = document.querySelector<HTMLElement>('.airlock-actions')!
    const tiles = group.querySelectorAll('.airlock-action').length
    expect(tiles).toBeGreaterThan(0)
    expect(group.style.getPropertyValue('--airlock-action-tracks')).toBe(String(2 * actionColumns(tiles)))
  })
})
