import { type RefObject, useLayoutEffect, useRef } from 'react'
import { focusableElements } from './focusableElements.js'

/**
 * Keeps keyboard focus inside `ref` while active: focuses it on start (or what `initial` names
 * in it), cycles Tab and Shift+Tab, calls `onEscape` on Escape, and gives focus back to what
 * had it before (or, when that button changed form by connecting or disconnecting, to the one
 * in its place).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void, initial?: () => HTMLElement | undefined): void {
  const escape = useRef(onEscape)
  escape.current = onEscape
  const first = useRef(initial)
  first.current = initial

  // Before the first paint: focus is in the dialog from the frame it appears in. One focus
  // only, straight where it belongs: each one makes the browser settle the page's style.
  useLayoutEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const previousParent = previous?.parentElement
    if (!root.contains(document.activeElement)) (first.current?.() ?? root).focus({ preventScroll: true })

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation()
        escape.current()
        return
      }
      if (event.key !== 'Tab' || !root) return
      const items = focusableElements(root)
      const first = items[0]
      const last = items[items.length - 1]
      const current = document.activeElement
      if (!first || !last) {
        event.preventDefault()
        root.focus()
      } else if (event.shiftKey && (current === first || current === root)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    }

    // Focus that escapes (a click on the page behind, a removed element) is brought back.
    function onFocusIn(event: FocusEvent) {
      if (root && event.target instanceof Node && !root.contains(event.target)) root.focus()
    }

    root.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (previous?.isConnected) previous.focus()
      // The Connect button that opened the modal became the account button, or the account
      // button became Connect: focus goes to the one in its place, never to the page's body.
      else if (previous) focusWhenShown(previousParent?.isConnected ? previousParent : document, connectionButton, root)
    }
  }, [ref, active])
}

const connectionButton = '.airlock-button:is([data-variant=account],[aria-haspopup=dialog]:not([data-variant]))'

// Focuses the first element in `scope` matching `selector` once it is in the page (the account
// button loads its code after connecting), unless the person has put focus somewhere meanwhile
// (focus still in the closing dialog, which is on its way out, counts as nowhere).
function focusWhenShown(scope: ParentNode, selector: string, leaving: HTMLElement, timeoutMs = 3000): void {
  const attempt = () => {
    const target = scope.querySelector<HTMLElement>(selector)
    const active = document.activeElement
    const free = !active || active === document.body || leaving.contains(active)
    if (target && free) target.focus()
    return Boolean(target) || !free
  }
  if (attempt()) return
  const observer = new MutationObserver(() => attempt() && stop())
  const timer = setTimeout(() => stop(), timeoutMs)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
}
