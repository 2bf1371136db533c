import { describe, expect, it } from 'vitest'
import { AirlockError } from './AirlockError.js'
import { ConfigError } from '../kernel/errors/ConfigError.js'

describe('AirlockError', () => {
  it('default: carries a stable code, a short message and details', () => {
    const error = new AirlockError('SOME_CODE', 'Something went wrong', { details: 'id 7' })
    expect(error.code).toBe('SOME_CODE')
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.message).toBe('Something went wrong\n\nDetails: id 7')
    expect(error).toBeInstanceOf(Error)
  })

  it('behavior: walk returns the deepest cause, or the first the predicate accepts', () => {
    const root = new TypeError('socket closed')
    const middle = new AirlockError('B', 'b', { cause: root })
    const top = new AirlockError('A', 'a', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof AirlockError && e.code === 'B')).toBe(middle)
    expect(top.walk(() => false)).toBeUndefined()
  })

  it('behavior: ConfigError names the field', () => {
    const error = new ConfigError('networks.0', 'expected a network')
    expect(error).toBeInstanceOf(AirlockError)
    expect(error.code).toBe('INVALID_CONFIG')
    expect(error.field).toBe('networks.0')
    expect(error.message).toContain('networks.0')
  })
})
