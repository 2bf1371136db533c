import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/**
 * Animates its height to follow its content's (the modal height transition of SPEC §9).
 * While the box eases to a new height its content is already drawn at that height, so the
 * box does not scroll then (`data-easing`): no scrollbar flashes as it grows, and it is never
 * a scrollable region with nothing in it to focus. Once at rest it scrolls if its content is
 * taller than the screen allows. Content that replaces a view still loading (`aria-busy`,
 * a spinner one row high) takes its height at once, in the frame that draws it: easing out
 * of the spinner's box would show the view cut off as it grows, the first thing an early
 * click sees.
 */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  const last = useRef<number | undefined>(undefined)

  useLayoutEffect(() => {
    const outer = box.current!
    const element = inner.current!
    if (typeof ResizeObserver === 'undefined') return
    let loading = false
    const observer = new ResizeObserver(() => {
      const next = element.offsetHeight
      if (last.current !== undefined && next !== last.current) {
        if (loading) {
          // Set here, before the frame is painted, with the transition off for one style pass.
          outer.style.transition = 'none'
          outer.style.height = `${next}px`
          void outer.offsetHeight
          outer.style.removeProperty('transition')
        } else outer.dataset['easing'] = ''
      }
      loading = element.querySelector(':scope > [aria-busy="true"]') !== null
      last.current = next
      setHeight(next)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // At rest once the last easing ends (one that a new height interrupted eases on), or at once
  // when the new height does not ease (reduced motion).
  const settle = () => {
    const outer = box.current
    if (outer && 'easing' in outer.dataset && !outer.getAnimations?.().length) delete outer.dataset['easing']
  }
  useLayoutEffect(settle, [height])

  return (
    <div ref={box} className="airlock-body" onTransitionEnd={(event) => event.target === box.current && settle()} style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </div>
  )
}
