/**
 * Whether the page runs on a phone or tablet: a coarse pointer or a mobile user agent.
 * False during server rendering.
 */
export function isMobile(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer:coarse)').matches
  return coarse || /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/.test(navigator.userAgent)
}
