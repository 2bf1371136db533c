import { describe, expect, test } from 'vitest'
import { renderMonogram } from './renderMonogram.js'

const letters = (label: string) => /<text[^>]*>([^<]*)<\/text>/.exec(renderMonogram(label, label))![1]

describe('renderMonogram', () => {
  test('default: a labelled SVG whose colour follows the seed', () => {
    const svg = renderMonogram('Demo USD', 'token:dusd')
    expect(svg).toMatch(/^<svg[^>]*role="img"[^>]*aria-label="Demo USD">/)
    expect(renderMonogram('X', 'a')).not.toBe(renderMonogram('X', 'b'))
  })

  test('behavior: tickers stay whole up to four letters, so DUSD is not cut to DUS', () => {
    expect([letters('DUSD'), letters('ETH'), letters('WSTETH')]).toEqual(['DUSD', 'ETH', 'WSTE'])
  })

  test('behavior: "Wallet" is no initial, so two "… Wallet" names read differently', () => {
    expect([letters('Best Wallet'), letters('Bitget Wallet'), letters('Coin Base'), letters('rainbow')]).toEqual(['Be', 'Bi', 'CB', 'Ra'])
  })

  test('behavior: markup in a label is escaped', () => {
    expect(renderMonogram('<b>"x"</b>', 's')).not.toContain('<b>')
  })
})
