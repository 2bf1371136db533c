import { useLayoutEffect, useRef } from 'react'
import { useTextMessages } from './useTextMessages.js'
import catalogs from '../messages?catalogs'

/** Props of `RetryNotice`. */
export interface RetryNoticeProps {
  /** What failed, in words that say what to do next. */
  message: string
  onRetry: () => void
  /** A box of its own among rows (`notice`, the default), or a view's whole content, centred (`view`). */
  place?: 'notice' | 'view'
}

/**
 * A failure said as an alert, with "Try again" beside it: the modal's one way to say that
 * something could not load (a view, a list, the registry's wallets). Try again replaces the
 * notice; the focus its button held goes to the nearest focusable place around it (a tab panel,
 * the dialog), not to the page, where a keyboard would lose the modal.
 */
export function RetryNotice({ message, onRetry, place = 'notice' }: RetryNoticeProps) {
  const t = useTextMessages(catalogs)
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const node = box.current
    return () => {
      if (node?.contains(document.activeElement)) node.parentElement?.closest<HTMLElement>('[tabindex]')?.focus({ preventScroll: true })
    }
  }, [])
  return (
    <div ref={box} className={place === 'view' ? 'airlock-center' : 'airlock-notice'} role="alert">
      <p className={place === 'view' ? 'airlock-error-text' : 'airlock-notice-text'}>{message}</p>
      <button type="button" className="airlock-secondary" onClick={onRetry}>
        {t('view.retry')}
      </button>
    </div>
  )
}
