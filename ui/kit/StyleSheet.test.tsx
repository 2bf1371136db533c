// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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

  // Runs last: once a linked sheet is seen it is remembered for the page.
  it('behavior: a page that links airlock/styles.css gets no inline style element (it would break a strict policy)', () => {
    const linked = document.createElement('style')
    linked.textContent = `:root{${LINKED_STYLESHEET_PROPERTY}:1}`
    document.head.append(linked)
    const { container } = renderAirlock({}, <StyleSheet id="airlock-linked" css=".y{color:red}" />)
    expect(sheet('airlock-linked')).toBeNull()
    expect(container.innerHTML).toBe('')
  })
})
