/** How long the button must have been fully in view before a press counts. */
export const VISIBLE_FOR_MS = 500

/**
 * Calls `onChange(true)` once `element` (opaque itself, untransformed) has been fully in view for {@link VISIBLE_FOR_MS}, and
 * `onChange(false)` as soon as it is not; returns the stop function. Where the browser
 * reports whether anything covers the element or makes it transparent, or transforms or
 * filters it (IntersectionObserver v2, `trackVisibility`), that must hold too. So a page that
 * hides the button under something else, fades it out, or moves it under the pointer just
 * before a click gets no approval from that click.
 */
export function guardVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  const tracksVisibility = typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
  let timer: ReturnType<typeof setTimeout> | undefined
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1]!
      const visible = entry.intersectionRatio >= 0.99 && (!tracksVisibility || (entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible)
      clearTimeout(timer)
      if (!visible) return onChange(false)
      timer = setTimeout(() => onChange(true), VISIBLE_FOR_MS)
    },
    { threshold: [0, 0.99, 1], ...(tracksVisibility && { trackVisibility: true, delay: 100 }) } as IntersectionObserverInit,
  )
  observer.observe(element)
  return () => {
    clearTimeout(timer)
    observer.disconnect()
  }
}
