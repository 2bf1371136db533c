import { describe, expect, it } from 'vitest'
import { actionColumns } from './actionColumns.js'

describe('actionColumns', () => {
  it('default: up to four tiles share one row', () => {
    expect([1, 2, 3, 4].map(actionColumns)).toEqual([1, 2, 3, 4])
  })

  it('behavior: more tiles balance their rows, so no tile sits alone on the last', () => {
    // 5 → 3 + 2, 6 → 3 + 3, 7 → 4 + 3, 8 → 4 + 4, 9 → 3 + 3 + 3.
    expect([5, 6, 7, 8, 9].map(actionColumns)).toEqual([3, 3, 4, 4, 3])
  })

  it('error: no tiles still gives a column count a grid accepts', () => {
    expect(actionColumns(0)).toBe(1)
  })
})
