import { describe, expect, test } from 'vitest'
import { FeatureError } from './FeatureError.js'
import { featureErrorOf } from './featureErrorOf.js'

type State = { error?: { code: string } }
const errorOf = featureErrorOf<State>('email', (s) => s.error, (s) => ({ code: s.error!.code, message: `text of ${s.error!.code}`, field: 'otp' }))

describe('featureErrorOf', () => {
  test("default: a state's error is a FeatureError with the feature, the code, the view's text and the field", () => {
    const error = errorOf({ error: { code: 'invalid_code' } })
    expect(error).toBeInstanceOf(FeatureError)
    expect(error).toMatchObject({ name: 'FeatureError', feature: 'email', code: 'invalid_code', message: 'text of invalid_code', field: 'otp' })
  })

  test('behavior: the same error value gives the same FeatureError; another value, a new one; none, undefined', () => {
    const failed = { code: 'code_expired' }
    const first = errorOf({ error: failed })
    expect(errorOf({ error: failed })).toBe(first)
    expect(errorOf({ error: { code: 'code_expired' } })).not.toBe(first)
    expect(errorOf({})).toBeUndefined()
  })
})
