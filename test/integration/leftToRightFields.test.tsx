// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../helpers/fakeAdapter.js'
import { stubConvertApi } from '../helpers/fakeConvertApi.js'
import { renderAirlock } from '../helpers/renderAirlock.js'
import { renderSend } from '../helpers/renderSend.js'

afterEach(() => vi.unstubAllGlobals())

// An email, an address or an amount is Latin text: in a right-to-left modal a field left to the
// page's direction shows a typed `x@` as `@x`.
/** The direction each text field of the open view reads in, by its accessible name or placeholder. */
const fieldDirections = () =>
  [...document.querySelectorAll<HTMLInputElement>('[role=dialog] input:not([type=checkbox]):not([type=radio]):not([type=search])')].map((input) => ({
    field: input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? input.placeholder,
    dir: input.closest('[dir]')?.getAttribute('dir'),
  }))

/** Opens `view` on an Arabic modal with an EVM account connected through a fake adapter, against `fetch`. */
async function openArabic(view: 'Swap' | 'Buy' | 'RegisterName', fetch?: typeof globalThis.fetch) {
  if (fetch) vi.stubGlobal('fetch', fetch)
  const rendered = renderAirlock({ adapters: [createFakeAdapter().descriptor], networks: [mainnet], apiUrl: 'http://api.test', locale: 'ar' })
  await (await rendered.airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  act(() => rendered.airlock.open({ view }))
  await waitFor(() => expect(document.querySelector('[role=dialog] input')).not.toBeNull(), { timeout: 5000 })
  return rendered
}

describe('fields of emails, addresses and amounts in a right-to-left language', () => {
  it('rule languages: the email field reads left to right in Arabic, in a modal that reads right to left', async () => {
    const { airlock } = renderAirlock({ networks: [mainnet], frameUrl: 'http://127.0.0.1:8793', locale: 'ar' })
    act(() => airlock.open({ view: 'EmailLogin' }))
    const field = await screen.findByRole('textbox', {}, { timeout: 5000 })
    expect(screen.getByRole('dialog').getAttribute('dir')).toBe('rtl')
    expect(field.getAttribute('type')).toBe('email')
    expect(field.getAttribute('dir')).toBe('ltr')
  })

  it('rule languages: Send\'s receiver address and amount read left to right in Arabic', async () => {
    await renderSend({ locale: 'ar' })
    const fields = fieldDirections()
    expect(fields).toHaveLength(2)
    expect(fields.map((field) => field.dir)).toEqual(['ltr', 'ltr'])
  })

  it('rule languages: Swap\'s two amounts and its slippage read left to right in Arabic', async () => {
    stubConvertApi()
    await openArabic('Swap')
    await screen.findAllByRole('textbox')
    const fields = fieldDirections()
    expect(fields.length).toBeGreaterThanOrEqual(2)
    expect(new Set(fields.map((field) => field.dir))).toEqual(new Set(['ltr']))
  })

  it('rule languages: Buy\'s amount and the name being chosen read left to right in Arabic', async () => {
    const notFound = vi.fn(async () => Response.json({ message: 'Not found' }, { status: 404 }))
    await openArabic('Buy', notFound)
    expect(fieldDirections().map((field) => field.dir)).toEqual(['ltr'])
    await openArabic('RegisterName')
    expect(fieldDirections().at(-1)!.dir).toBe('ltr')
  })
})
