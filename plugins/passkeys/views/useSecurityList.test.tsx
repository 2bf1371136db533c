// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { Translate } from 'airlock/react/kit'
import { describe, expect, it, vi } from 'vitest'
import { useSecurityList } from './useSecurityList.js'

const t = ((id: string) => id) as Translate
const describeFailure = (failure: unknown) => `failed: ${(failure as { code?: string }).code}`

describe('useSecurityList', () => {
  it('default: reads the list on opening, not busy, nothing done or failed', async () => {
    const read = vi.fn(async () => ['phone'])
    const { result } = renderHook(() => useSecurityList(read, describeFailure, t))
    await waitFor(() => expect(result.current.value).toEqual(['phone']))
    expect(read).toHaveBeenCalledTimes(1)
    expect(result.current).toMatchObject({ error: undefined, done: undefined, busy: false })
  })

  it('error: a list that cannot be read says why, in words from its code', async () => {
    const { result } = renderHook(() => useSecurityList(async () => Promise.reject({ code: 'aborted' }), describeFailure, t))
    await waitFor(() => expect(result.current.error).toBe('failed: aborted'))
    expect(result.current.value).toBeUndefined()
  })

  it('error: a list that could not be read is read again on retry, its failure gone while it asks', async () => {
    let answer: (list: string[]) => void = () => {}
    const read = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce({ code: 'network' }).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const { result } = renderHook(() => useSecurityList(read, describeFailure, t))
    await waitFor(() => expect(result.current.error).toBe('failed: network'))
    act(() => result.current.retry())
    expect(result.current.error).toBeUndefined()
    expect(read).toHaveBeenCalledTimes(2)
    await act(async () => answer(['phone']))
    expect(result.current).toMatchObject({ value: ['phone'], error: undefined })
  })

  it('behavior: an action is busy while it runs, then shows the new list and what it did', async () => {
    const { result } = renderHook(() => useSecurityList(async () => ['phone', 'laptop'], describeFailure, t))
    await waitFor(() => expect(result.current.value).toHaveLength(2))
    let finish!: (list: string[]) => void
    let running!: Promise<void>
    act(() => {
      running = result.current.run(() => new Promise((resolve) => (finish = resolve)), 'Signed out laptop')
    })
    expect(result.current.busy).toBe(true)
    await act(async () => {
      finish(['phone'])
      await running
    })
    expect(result.current).toMatchObject({ value: ['phone'], done: 'Signed out laptop', busy: false, error: undefined })
  })

  it('behavior: a failed action shows the failure and, when asked, reads the list again', async () => {
    const lists = [['phone', 'laptop'], ['phone']]
    const read = vi.fn(async () => lists.shift()!)
    const { result } = renderHook(() => useSecurityList(read, describeFailure, t, true))
    await waitFor(() => expect(result.current.value).toHaveLength(2))
    await act(() => result.current.run(async () => Promise.reject({ code: 'invalid_input' }), 'never said'))
    expect(result.current).toMatchObject({ value: ['phone'], error: 'failed: invalid_input', done: undefined, busy: false })
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('behavior: without rereadAfterFailure a failed action keeps the list as it was', async () => {
    const read = vi.fn(async () => ['key'])
    const { result } = renderHook(() => useSecurityList(read, describeFailure, t))
    await waitFor(() => expect(result.current.value).toEqual(['key']))
    await act(() => result.current.run(async () => Promise.reject({ code: 'last_login' }), 'never said'))
    expect(result.current.error).toBe('failed: last_login')
    expect(read).toHaveBeenCalledTimes(1)
  })
})
