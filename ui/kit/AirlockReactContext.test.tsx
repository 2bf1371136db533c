// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAirlockInstance } from './AirlockReactContext.js'

afterEach(() => vi.restoreAllMocks())

describe('useAirlockInstance', () => {
  it('error: outside <AirlockProvider> it throws code NO_PROVIDER, with a message that says what to do', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let thrown: unknown
    try {
      renderHook(() => useAirlockInstance())
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Error)
    expect(thrown).toMatchObject({ code: 'NO_PROVIDER' })
    expect((thrown as Error).message).toBe('Airlock hooks and components must be used inside <AirlockProvider>')
  })
})
