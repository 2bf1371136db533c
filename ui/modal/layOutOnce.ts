/**
 * Lays out a copy of a hidden element of the modal once, unseen (invisible, inert, off
 * screen, taken away in the same task, before any frame), so the browser has matched its
 * style rules and shaped its text before the first open.
 */
export function layOutOnce(hidden: HTMLElement): void {
  const copy = document.createElement('div')
  copy.setAttribute('aria-hidden', 'true')
  copy.inert = true
  copy.style.cssText = 'position:fixed;top:0;left:-10000px;visibility:hidden;pointer-events:none;contain:layout'
  const clone = hidden.cloneNode(true) as HTMLElement
  clone.style.removeProperty('display')
  clone.removeAttribute('id')
  for (const named of clone.querySelectorAll('[id]')) named.removeAttribute('id')
  copy.append(clone)
  document.body.append(copy)
  copy.getBoundingClientRect()
  copy.remove()
}
