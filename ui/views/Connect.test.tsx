// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react'
import type { PluginDescriptor } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'

declare module 'airlock' {
  interface ViewRegistry {
    TestEmailLogin: undefined
    TestSocialLogin: { provider: string }
  }
}

const load = vi.fn(async () => ({
  name: 'test-logins',
  views: {
    TestEmailLogin: async () => ({ default: () => <p>email form</p> }),
    TestSocialLogin: async () => ({ default: ({ data }: { data: { provider: string } }) => <p>social {data.provider}</p> }),
  },
}))

// Contributions registered in wallet, social, email order, to prove the view reorders them.
const logins: PluginDescriptor = {
  name: 'test-logins',
  views: ['TestEmailLogin', 'TestSocialLogin'],
  contributes: [
    { kind: 'connectMethod', method: 'social', id: 'github', label: 'GitHub', icon: 'star', view: 'TestSocialLogin', data: { provider: 'github' } },
    { kind: 'connectMethod', method: 'email', id: 'email', label: 'Continue with email', icon: 'mail', view: 'TestEmailLogin' },
  ],
  load,
}

describe('Connect', () => {
  it('rule connect order: email, social, wallet by default', async () => {
    const { airlock } = renderAirlock({ plugins: [logins] })
    act(() => airlock.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await within(dialog).findByRole('button', { name: 'All Wallets' })
    const labels = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((label) => label !== '')
    expect(labels).toEqual(['Continue with email', 'GitHub', 'WalletConnect QR code', 'All Wallets'])
    expect(load).not.toHaveBeenCalled()
  })

  it('behavior: a connect method loads its plugin and shows its view with its data', async () => {
    const { airlock, user } = renderAirlock({ plugins: [logins] })
    act(() => airlock.open())
    await user.click(await screen.findByRole('button', { name: 'GitHub' }))
    expect(await screen.findByText('social github')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })
})
