// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { definePlugin } from 'airlock'
import { useAnnouncement, useViewTitle } from 'airlock/react/kit'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { connectTestAccount, renderAirlock } from '../../test/helpers/renderAirlock.js'
import { AnnounceContext } from '../kit/useAnnouncement.js'
import { createAnnouncer, LiveRegion } from './LiveRegion.js'

// Issue 20: status changes a sighted person sees are said through one polite live region.
function Status({ initial }: { initial: string }) {
  const [text, setText] = useState<string | undefined>(initial)
  useAnnouncement(text)
  return (
    <>
      <button type="button" onClick={() => setText('Sent 1 ETH')}>sent</button>
      <button type="button" onClick={() => setText(undefined)}>clear</button>
    </>
  )
}

function renderRegion(initial: string) {
  const announcer = createAnnouncer()
  const view = render(
    <AnnounceContext.Provider value={announcer.announce}>
      <LiveRegion announcer={announcer} />
      <Status initial={initial} />
    </AnnounceContext.Provider>,
  )
  const region = view.container.querySelector('[data-airlock-live]')!
  return { announcer, region }
}

describe('LiveRegion', () => {
  it('default: a polite, atomic region says what a view announces, and each change replaces it', () => {
    const { region } = renderRegion('Connecting to Test Wallet')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.getAttribute('aria-atomic')).toBe('true')
    expect(region.textContent).toBe('Connecting to Test Wallet')
    act(() => screen.getByRole('button', { name: 'sent' }).click())
    expect(region.textContent).toBe('Sent 1 ETH')
  })

  it('behavior: an empty message says nothing and keeps the last one', () => {
    const { region } = renderRegion('Quote updated')
    act(() => screen.getByRole('button', { name: 'clear' }).click())
    expect(region.textContent).toBe('Quote updated')
  })

  it('behavior: the same message said again is a new node, so it is announced again', () => {
    const { announcer, region } = renderRegion('Connection declined')
    const first = region.firstElementChild
    act(() => announcer.announce('Connection declined'))
    expect(region.textContent).toBe('Connection declined')
    expect(region.firstElementChild).not.toBe(first)
  })

  it('behavior: the modal holds exactly one live region, and a plugin view speaks through it', async () => {
    const speaker = definePlugin({
      name: 'speaker',
      views: {
        Greeting: async () => ({
          default: function Speaking() {
            useViewTitle('Speaking')
            useAnnouncement('Quote updated: 1 A = 2 B')
            return <p>Quote</p>
          },
        }),
      },
      contributes: [{ kind: 'accountAction', id: 'speak', label: 'Speak', view: 'Greeting' }],
    })
    const { user, airlock } = renderAirlock({ plugins: [speaker] })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await user.click(await screen.findByRole('button', { name: 'Speak' }))
    const dialog = await screen.findByRole('dialog', { name: 'Speaking' })
    const regions = dialog.querySelectorAll('[aria-live]')
    expect(regions).toHaveLength(1)
    expect(regions[0]!.textContent).toBe('Quote updated: 1 A = 2 B')
  })
})
