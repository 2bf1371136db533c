// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { useFrameHeight } from './useFrameHeight.js'

const origin = 'http://localhost:8793'

function Page() {
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
  const height = useFrameHeight(iframe, origin, 300)
  return <iframe ref={setIframe} title="page" data-height={height} />
}

const say = (source: MessageEventSource | null, from: string, data: unknown) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { source, origin: from, data })))

describe('useFrameHeight', () => {
  test('default: the iframe takes the height its page reports, kept between 160 and 640 px', () => {
    const { container } = render(<Page />)
    const iframe = container.querySelector('iframe')!
    expect(iframe.dataset['height']).toBe('300')
    say(iframe.contentWindow, origin, { channel: 'airlock-frame', type: 'PAGE_HEIGHT', height: 412.2 })
    expect(iframe.dataset['height']).toBe('413')
    say(iframe.contentWindow, origin, { channel: 'airlock-frame', type: 'PAGE_HEIGHT', height: 5000 })
    expect(iframe.dataset['height']).toBe('640')
  })

  test('error: a report from another window or origin, or not a number, is dropped', () => {
    const { container } = render(<Page />)
    const iframe = container.querySelector('iframe')!
    say(window, origin, { channel: 'airlock-frame', type: 'PAGE_HEIGHT', height: 400 })
    say(iframe.contentWindow, 'https://evil.example', { channel: 'airlock-frame', type: 'PAGE_HEIGHT', height: 400 })
    say(iframe.contentWindow, origin, { channel: 'airlock-frame', type: 'PAGE_HEIGHT', height: '400' })
    expect(iframe.dataset['height']).toBe('300')
  })
})
