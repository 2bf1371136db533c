// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { useLayoutEffect, useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS, WalletImage } from './WalletImage.js'

const src = 'http://127.0.0.1/wallet.png'
const monogram = (container: HTMLElement) => container.querySelector('.airlock-monogram')?.getAttribute('data-letter')
const image = (container: HTMLElement) => container.querySelector('img')

// An image already in the browser's cache loads as soon as it is in the page: before the
// component's effects run.
function Cached() {
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => void root.current?.querySelector('img')?.dispatchEvent(new Event('load')), [])
  return (
    <div ref={root}>
      <WalletImage name="MetaMask" src={src} />
    </div>
  )
}

afterEach(() => vi.useRealTimers())

describe('WalletImage', () => {
  it('default: the monogram shows until the image loads, then the image alone', () => {
    const { container } = render(<WalletImage name="rainbow" src={src} />)
    expect(monogram(container)).toBe('R')
    act(() => void image(container)!.dispatchEvent(new Event('load')))
    expect(monogram(container)).toBeUndefined()
    expect(image(container)!.style.opacity).toBe('')
  })

  it('behavior: an image that loads before the effects run (a cached one) stays shown', () => {
    vi.useFakeTimers()
    const { container } = render(<Cached />)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS + 100))
    expect(monogram(container)).toBeUndefined()
    expect(image(container)).not.toBeNull()
  })

  it('rule image preload timeout: an image slower than 2 s leaves the monogram in place', () => {
    vi.useFakeTimers()
    const { container } = render(<WalletImage name="Trust" src={src} />)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS))
    expect(image(container)).toBeNull()
    expect(monogram(container)).toBe('T')
  })

  it('behavior: a new src starts over from the monogram', () => {
    const { container, rerender } = render(<WalletImage name="Zerion" src={src} />)
    act(() => void image(container)!.dispatchEvent(new Event('load')))
    rerender(<WalletImage name="Zerion" src={`${src}?v=2`} />)
    expect(monogram(container)).toBe('Z')
  })
})
