// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
import { LINKED_STYLESHEET_PROPERTY, StyleSheet } from './StyleSheet.js'

// A file of its own: the page's style is read once, at its first sheet, so this page links
// the file before anything renders, as a page does in its head.
const sheet = (id: string) => document.head.querySelector<HTMLStyleElement>(`style[data-href~="${id}"]`)

afterEach(cleanup)

describe('StyleSheet, airlock/styles.css linked', () => {
  it('behavior: a page that links airlock/styles.css gets no inline style element (it would break a strict policy)', () => {
    const linked = document.createElement('style')
    linked.textContent = `:root{${LINKED_STYLESHEET_PROPERTY}:1}`
    document.head.append(linked)
    const { container } = renderAirlock({}, <StyleSheet id="airlock-linked" css=".y{color:red}" />)
    expect(sheet('airlock-linked')).toBeNull()
    expect(container.innerHTML).toBe('')
  })
})
