// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createAirlock } from 'airlock'
import { AirlockProvider } from 'airlock/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
import catalogs from '../messages?catalogs'
import { CopyButton } from './CopyButton.js'

function clipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(writeText) } })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CopyButton', () => {
  it('default: `what` names the button and the confirmation in English, as plugins pass it', async () => {
    renderAirlock({}, <CopyButton value="0xab" what="address" />)
    // After render: user-event's setup puts a clipboard of its own on navigator.
    clipboard(async () => {})
    const button = await screen.findByRole('button', { name: 'Copy address' })
    await act(async () => fireEvent.click(button))
    expect(screen.getByRole('status').textContent).toBe('Address copied')
  })

  it('behavior: texts in the person\'s language come from label and copiedLabel', async () => {
    renderAirlock({ locale: 'ja' }, <CopyButton value="0xab" label="アドレスをコピー" copiedLabel="アドレスをコピーしました" />)
    // After render: user-event's setup puts a clipboard of its own on navigator.
    clipboard(async () => {})
    const button = await screen.findByRole('button', { name: 'アドレスをコピー' })
    await act(async () => fireEvent.click(button))
    expect(screen.getByRole('status').textContent).toBe('アドレスをコピーしました')
  })

  it('behavior: a noun in the person\'s language fills that language\'s texts', async () => {
    const airlock = createAirlock({ projectId: 'test', locale: 'ja' })
    await airlock.i18n.load(catalogs)
    render(
      <AirlockProvider airlock={airlock}>
        <CopyButton value="0xab" what="アドレス" />
      </AirlockProvider>,
    )
    clipboard(async () => {})
    const button = await screen.findByRole('button', { name: 'アドレスをコピー' })
    await act(async () => fireEvent.click(button))
    expect(screen.getByRole('status').textContent).toBe('アドレスをコピーしました')
  })

  it('error: a refused copy says so in the instance\'s language', async () => {
    // Inside the modal the shell has loaded the modal's catalog before any view shows.
    const airlock = createAirlock({ projectId: 'test', locale: 'de' })
    await airlock.i18n.load(catalogs)
    render(
      <AirlockProvider airlock={airlock}>
        <CopyButton value="0xab" />
      </AirlockProvider>,
    )
    // After render: user-event's setup puts a clipboard of its own on navigator.
    clipboard(async () => Promise.reject(new Error('denied')))
    const button = await screen.findByRole('button', { name: 'Kopieren' })
    await act(async () => fireEvent.click(button))
    expect(screen.getByRole('status').textContent).toBe('Kopieren fehlgeschlagen')
  })
})
