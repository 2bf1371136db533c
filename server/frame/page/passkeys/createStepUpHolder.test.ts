import { describe, expect, test } from 'vitest'
import { createStepUpHolder } from './createStepUpHolder.js'

describe('createStepUpHolder', () => {
  test('default: a token is taken once, for its own action and subject', () => {
    const holder = createStepUpHolder(() => 1_000)
    holder.hold('send', 'tx-a', 'stu_a', 2_000)
    expect(holder.take('send', 'tx-b')).toBeUndefined()
    expect(holder.take('change_email')).toBeUndefined()
    expect(holder.take('send', 'tx-a')).toBe('stu_a')
    expect(holder.take('send', 'tx-a')).toBeUndefined()
  })

  test('behavior: an expired token is not handed out', () => {
    let now = 1_000
    const holder = createStepUpHolder(() => now)
    holder.hold('export_key', undefined, 'stu_b', 2_000)
    expect(holder.has('export_key')).toBe(true)
    now = 2_000
    expect(holder.has('export_key')).toBe(false)
    expect(holder.take('export_key')).toBeUndefined()
  })
})
