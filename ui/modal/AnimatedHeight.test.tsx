// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AnimatedHeight } from './AnimatedHeight.js'

// SPEC §9: the modal's body eases to its content's height; while it eases it is not a scrollable region.
let resized: (() => void) | undefined
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals()
  resized = undefined
})

function renderBody(content = <p>content</p>) {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  const view = render(<AnimatedHeight>{content}</AnimatedHeight>)
  const body = view.container.querySelector<HTMLElement>('.airlock-body')!
  const inner = body.firstElementChild as HTMLElement
  let contentHeight = 200
  Object.defineProperty(inner, 'offsetHeight', { get: () => contentHeight })
  let running: unknown[] = []
  body.getAnimations = () => running as Animation[]
  return {
    body,
    inner,
    resize: (next: number, easing: boolean) => {
      contentHeight = next
      running = easing ? [{}] : []
      act(() => resized!())
    },
    finish: (type: 'transitionend', stillEasing = false) => {
      running = stillEasing ? [{}] : []
      act(() => void body.dispatchEvent(new Event(type, { bubbles: true })))
    },
  }
}

describe('AnimatedHeight', () => {
  it('default: the first height is taken at rest; a new one eases with the body unscrollable until the transition ends', () => {
    const { body, resize, finish } = renderBody()
    resize(200, false)
    expect(body.style.height).toBe('200px')
    expect('easing' in body.dataset).toBe(false)

    resize(420, true)
    expect(body.style.height).toBe('420px')
    expect('easing' in body.dataset).toBe(true)
    finish('transitionend')
    expect('easing' in body.dataset).toBe(false)
  })

  it('behavior: a height that interrupts another keeps the body easing until the last one ends', () => {
    const { body, resize, finish } = renderBody()
    resize(200, false)
    resize(420, true)
    resize(300, true)
    // The first easing's end (or cancel) comes while the second still runs.
    finish('transitionend', true)
    expect('easing' in body.dataset).toBe(true)
    finish('transitionend')
    expect('easing' in body.dataset).toBe(false)
  })

  it('edge: with no transition to wait for (reduced motion), a new height is at rest at once', () => {
    const { body, resize } = renderBody()
    resize(200, false)
    resize(420, false)
    expect(body.style.height).toBe('420px')
    expect('easing' in body.dataset).toBe(false)
  })

  it('behavior: content replacing a view still loading takes its height at once, in the same pass, without easing', () => {
    const { body, inner, resize } = renderBody(<div aria-busy="true">loading</div>)
    resize(72, false)
    // The view arrives: the spinner's box is replaced.
    inner.innerHTML = '<div>Connect</div>'
    // The style pass the box forces before the frame: what it draws.
    const passes: string[] = []
    Object.defineProperty(body, 'offsetHeight', { get: () => (passes.push(`${body.style.transition} ${body.style.height}`), 420) })
    resize(420, false)
    expect(passes).toEqual(['none 420px'])
    // The transition is on again for what follows.
    expect(body.style.transition).toBe('')
    expect(body.style.height).toBe('420px')
    expect('easing' in body.dataset).toBe(false)
    // Later changes ease again.
    resize(300, true)
    expect('easing' in body.dataset).toBe(true)
  })
})
