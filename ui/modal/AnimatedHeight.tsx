import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/** Animates its height to follow its content's (the modal height transition of SPEC §9). */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()

  useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="airlock-body" style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </div>
  )
}
