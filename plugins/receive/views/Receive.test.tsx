// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react'
import { base, mainnet, solana, solanaDevnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { connectTestAccount, renderAirlock, testAddress } from '../../../test/helpers/renderAirlock.js'

async function openReceive() {
  const rendered = renderAirlock({ networks: [mainnet, base, solana] })
  connectTestAccount(rendered.airlock)
  act(() => rendered.airlock.open())
  await rendered.user.click(await screen.findByRole('button', { name: 'Receive' }))
  await screen.findByTestId('receive-address')
  return rendered
}

describe('the Receive view', () => {
  it('default: the address as a QR code, named by the address for those who cannot scan it, and as text', async () => {
    await openReceive()
    expect(screen.getByRole('dialog', { name: 'Receive' })).toBeTruthy()
    const qr = screen.getByRole('img', { name: `QR code of the address ${testAddress}` })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/)
    expect(screen.getByTestId('receive-address').textContent).toBe(testAddress)
  })

  it('behavior: Copy puts the address on the clipboard and confirms it in words', async () => {
    const { user } = await openReceive()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(testAddress)
    expect((await screen.findByText('Address copied')).getAttribute('role')).toBe('status')
  })

  it('rule networks: the configured networks of the account’s namespace, and no other', async () => {
    await openReceive()
    const list = screen.getByRole('list', { name: /these networks/ })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ethereum', 'Base'])
  })

  it('rule networks: a Solana account lists the Solana networks', async () => {
    const owner = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const { airlock } = renderAirlock({ networks: [mainnet, solana, solanaDevnet] })
    act(() => {
      airlock.chain.setAccount('solana', { status: 'connected', address: owner, caipAddress: `${solana.caipNetworkId}:${owner}` })
      airlock.chain.setActiveNetwork(solana.caipNetworkId)
      airlock.open({ view: 'Receive' })
    })
    expect((await screen.findByTestId('receive-address')).textContent).toBe(owner)
    const list = screen.getByRole('list', { name: /these networks/ })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Solana', 'Solana Devnet'])
  })

  it('rule languages: in Arabic the title, the QR code’s name and the networks note are Arabic', async () => {
    const { airlock } = renderAirlock({ networks: [mainnet, base], locale: 'ar' })
    connectTestAccount(airlock)
    act(() => airlock.open({ view: 'Receive' }))
    await screen.findByTestId('receive-address')
    expect(screen.getByRole('dialog', { name: 'استلام' })).toBeTruthy()
    expect(screen.getByRole('img', { name: `رمز QR للعنوان ${testAddress}` })).toBeTruthy()
    const list = screen.getByRole('list', { name: 'أرسل إلى هذا العنوان الأصول على هذه الشبكات فقط:' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
  })
})
