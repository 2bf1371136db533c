// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COPY_CONFIRMATION_MS, useCopyToClipboard } from './useCopyToClipboard.js'

function clipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(writeText) } })
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useCopyToClipboard', () => {
  it('default: copies the value and confirms it for 2 s', async () => {
    vi.useFakeTimers()
    const writeText = clipboard(async () => {})
    const { result } = renderHook(() => useCopyToClipboard('0xab'))
    await act(async () => result.current.copy())
    expect(writeText).toHaveBeenCalledWith('0xab')
    expect(result.current.copied).toBe(true)
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS))
    expect(result.current.copied).toBe(false)
  })

  it('error: a refused copy says so', async () => {
    clipboard(async () => Promise.reject(new Error('denied')))
    const { result } = renderHook(() => useCopyToClipboard('0xab'))
    await act(async () => result.current.copy())
    expect(result.current.copied).toBe('failed')
  })

  it('behavior: a new value starts over', async () => {
    clipboard(async () => {})
    const { result, rerender } = renderHook(({ value }) => useCopyToClipboard(value), { initialProps: { value: 'wc:1' } })
    await act(async () => result.current.copy())
    rerender({ value: 'wc:2' })
    expect(result.current.copied).toBe(false)
  })
})
