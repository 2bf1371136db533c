// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AirlockProvider } from '../AirlockProvider.js'
import { ConnectButton } from '../ConnectButton.js'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
import { LINKED_STYLESHEET_PROPERTY, StyleSheet } from './StyleSheet.js'

// React inserts a sheet once per page and id, so each case uses an id of its own.
const sheet = (id: string) => document.head.querySelector<HTMLStyleElement>(`style[data-href~="${id}"]`)

afterEach(cleanup)

describe('StyleSheet', () => {
  it('default: without a linked style sheet, the buttons insert their sheet into the head, with no nonce', () => {
    renderAirlock()
    expect(sheet('airlock-buttons')?.textContent).toContain('.airlock-button{')
    expect(sheet('airlock-buttons')?.getAttribute('nonce')).toBeNull()
  })

  it('behavior: the sheet carries the config nonce, for a strict Content-Security-Policy that allows nonced styles', () => {
    renderAirlock({ nonce: 'r4nd0m' }, <StyleSheet id="airlock-nonced" css=".x{color:red}" />)
    expect(sheet('airlock-nonced')?.getAttribute('nonce')).toBe('r4nd0m')
  })

  it('behavior: the page is read once, at its first sheet, not at each render (a read makes the browser settle its style)', () => {
    renderAirlock()
    const read = vi.spyOn(window, 'getComputedStyle')
    const { airlock, rerender } = renderAirlock({}, <StyleSheet id="airlock-once" css=".z{color:red}" />)
    rerender(
      <AirlockProvider airlock={airlock}>
        <StyleSheet id="airlock-once" css=".z{color:blue}" />
        <ConnectButton />
      </AirlockProvider>,
    )
    expect(sheet('airlock-once')).not.toBeNull()
    expect(read).not.toHaveBeenCalled()
    read.mockRestore()
  })
})
