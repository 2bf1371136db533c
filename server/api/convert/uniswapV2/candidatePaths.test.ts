import { describe, expect, test } from 'vitest'
import { candidatePaths } from './candidatePaths.js'

const [A, B, W, X] = ['0x000000000000000000000000000000000000000a', '0x000000000000000000000000000000000000000b', '0x00000000000000000000000000000000000000Ff', '0x0000000000000000000000000000000000000012'] as const

describe('candidatePaths', () => {
  test('default: the direct pool first, then one hop through each base', () => {
    expect(candidatePaths(A, B, [W, X])).toEqual([[A, B], [A, W, B], [A, X, B]])
  })

  test('behavior: a base equal to an end, or listed twice in any case, is not a hop', () => {
    expect(candidatePaths(W, B, [W.toLowerCase() as typeof W, X, X])).toEqual([[W, B], [W, X, B]])
    expect(candidatePaths(A, B, [])).toEqual([[A, B]])
  })
})
