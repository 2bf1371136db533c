import { type ComponentType, type ReactNode, Suspense, useContext, useLayoutEffect, useRef, useState } from 'react'
import { AirlockError, type ViewName } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { RetryNotice } from '../kit/RetryNotice.js'
import { Spinner } from '../kit/Spinner.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useViewTitle, ViewTitleContext } from '../kit/useViewTitle.js'
import catalogs from '../messages?catalogs'
import { isUnavailable, useResolvedView } from './useResolvedView.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'

// Mounted once per view, after the view's own tree: its layout effect runs when the view is on screen.
function Painted({ onPainted }: { onPainted: () => void }) {
  const callback = useRef(onPainted)
  useLayoutEffect(() => callback.current(), [])
  return null
}

// Code that did not arrive says what to do; a plugin that failed to start or a view that threw
// while drawing, that it went wrong. The developer's message went to the console: the person
// reads only their own language. The modal's view names the header too (the title before it
// was another view's), and drops that title as it goes, so a view loaded on Try again that sets
// none is not left with it; a tab panel's leaves the header to the view around it.
function Failure({ loading, onRetry, main }: { loading?: boolean; onRetry: () => void; main: boolean }) {
  const t = useTextMessages(catalogs)
  const setTitle = useContext(ViewTitleContext)
  const title = main ? t('view.failedTitle') : undefined
  useLayoutEffect(() => {
    if (!title) return
    setTitle(title)
    return () => setTitle(undefined)
  }, [setTitle, title])
  return <RetryNotice place="view" message={t(loading ? 'view.failedToLoad' : 'view.failed')} onRetry={onRetry} />
}

// A view no enabled feature provides (or whose feature the config's options switched off):
// retrying cannot help, so the person gets a plain sentence and a way back; the developer's
// message went to the console.
function Unavailable({ onBack }: { onBack: () => void }) {
  const t = useTextMessages(catalogs)
  useViewTitle(t('view.unavailableTitle'))
  return (
    <div className="airlock-center" role="alert">
      <p className="airlock-error-text">{t('view.unavailable')}</p>
      <button type="button" className="airlock-secondary" onClick={onBack}>
        {t('view.goBack')}
      </button>
    </div>
  )
}

/** Props of `ViewOutlet`. */
export interface ViewOutletProps {
  view: ViewName
  data: unknown
  /** Called once the view's content is on screen. */
  onPainted?: () => void
  /** Marks the wrapper as the modal's current view (not a tab panel inside one). Default: true. */
  main?: boolean
  /**
   * What shows while the view's code arrives, instead of the spinner it is given (which it
   * shows while it has nothing to show itself).
   */
  Placeholder?: ComponentType<PlaceholderProps> | undefined
}

/** Props of a view's `Placeholder`. */
export interface PlaceholderProps {
  /** The spinner, for when it has nothing to show. */
  children: ReactNode
  /** Called on a press inside it: it stays until the press ends, even if the view arrives. */
  onPress: () => void
}

// Holds `set` true until the pointer that pressed is released or cancelled, anywhere; the
// release lets the click that follows it reach the element pressed first.
function holdWhilePressed(set: (pressed: boolean) => void) {
  set(true)
  const end = () => {
    document.removeEventListener('pointerup', end, true)
    document.removeEventListener('pointercancel', end, true)
    setTimeout(() => set(false))
  }
  document.addEventListener('pointerup', end, true)
  document.addEventListener('pointercancel', end, true)
}

/** Loads a view's code through the plugin host and renders it, with loading and error states. */
export function ViewOutlet({ view, data, onPainted, main = true, Placeholder }: ViewOutletProps) {
  const airlock = useAirlockInstance()
  const { component: View, error, retry } = useResolvedView(view)
  const className = main ? 'airlock-view' : undefined
  // A placeholder being pressed stays until the press ends: the view arriving mid-press would
  // take the row away from under the pointer, and the click with it.
  const [pressed, setPressed] = useState(false)

  if (isUnavailable(error)) {
    return (
      <div className={className}>
        <Unavailable onBack={() => airlock.router.goBackOrCloseModal()} />
      </div>
    )
  }
  if (error !== undefined) {
    return (
      <div className={className}>
        {/* A chunk that did not arrive comes as the plugin host's PLUGIN_LOAD_FAILED, or as the
            import's own error from a view's loader. */}
        <Failure loading={!(error instanceof AirlockError) || error.code === 'PLUGIN_LOAD_FAILED'} onRetry={retry} main={main} />
      </div>
    )
  }
  if (!View || (Placeholder && pressed)) {
    const spinner = (
      <div className={`${className ?? ''} airlock-center`} aria-busy="true">
        <Spinner />
      </div>
    )
    return Placeholder ? <Placeholder onPress={() => holdWhilePressed(setPressed)}>{spinner}</Placeholder> : spinner
  }
  return (
    <ViewErrorBoundary
      key={view}
      onError={(cause) => airlock.logger.error(`The view "${view}" failed to render`, cause)}
      fallback={(_cause, reset) => <Failure onRetry={reset} main={main} />}
    >
      {/* A view whose messages are still loading in the person's language waits here. */}
      <Suspense fallback={<div className={`${className ?? ''} airlock-center`}><Spinner /></div>}>
        <div className={className} data-airlock-view={main ? view : undefined}>
          <View data={data} />
          {onPainted && <Painted onPainted={onPainted} />}
        </div>
      </Suspense>
    </ViewErrorBoundary>
  )
}
