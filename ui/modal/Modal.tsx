import { type CSSProperties, memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { ViewName } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import catalogs from '../messages?catalogs'
import { useProxyState } from '../kit/useProxyState.js'
import { StyleSheet } from '../kit/StyleSheet.js'
import { modalStyles } from '../theme/modalStyles.js'
import { focusableElements } from './focusableElements.js'
import { AlertArea } from './AlertArea.js'
import { AnimatedHeight } from './AnimatedHeight.js'
import { createAnnouncer, LiveRegion } from './LiveRegion.js'
import { AnnounceContext } from '../kit/useAnnouncement.js'
import { ModalHeader } from './ModalHeader.js'
import { useFocusTrap } from './useFocusTrap.js'
import { ViewTitleContext } from '../kit/useViewTitle.js'
import { ViewOutlet } from './ViewOutlet.js'
import { ConnectFirstFrame } from '../views/ConnectFirstFrame.js'

export { preloadView } from './useResolvedView.js'
export { ModalLayer } from './ModalLayer.js'
export { ModalStage } from './ModalStage.js'

// One element for every render: the open, which renders the shell again, does not render the
// sheet again.
const sheet = <StyleSheet id="airlock-modal" css={modalStyles} />

// The view renders again only when it changes: the title it sets and the paint it reports
// re-render the shell in the same frame, not the view's whole tree. The shell's other parts
// likewise: the open, which renders the shell again, renders none of them again.
const CurrentView = memo(ViewOutlet)
const Header = memo(ModalHeader)
const Alerts = memo(AlertArea)
const Live = memo(LiveRegion)

// The title of a view on screen that sets none: 'ConnectingExternal' → 'Connecting external'.
// While a view's code loads, the header keeps the title before it ("Loading" when the modal
// opens on it), so a code name ('SIWXSignMessage') never flashes before the view's own title.
function defaultTitle(view: ViewName) {
  const words = view.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Props of the modal shell. */
export interface ModalProps {
  /** Rendered inline in the host page. */
  embedded: boolean
  /**
   * Drawn ahead, unseen, for the next open, on the view that open shows: no focus moves, no
   * key is caught, the modal's loading is left as it is; the open reveals the same tree.
   */
  standby?: ViewName | undefined
}

/**
 * The modal shell: an accessible dialog (labelled, focus trapped and restored, Escape
 * closes) with a header, an alert area, the one live region views speak through
 * (`useAnnouncement`) and the current view. Loaded on first use.
 */
export default function Modal({ embedded, standby }: ModalProps) {
  const airlock = useAirlockInstance()
  const modal = useProxyState(airlock.modal.state)
  const router = useProxyState(airlock.router.state)
  const [viewTitle, setViewTitle] = useState<{ view: ViewName; title: string }>()
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [announcer] = useState(createAnnouncer)
  const { themeMode, themeVariables } = airlock.config
  const t = useTextMessages(catalogs)

  // Revealed, the view drawn ahead takes focus at once.
  const firstInView = useCallback(() => {
    const body = dialog.current?.querySelector<HTMLElement>('[data-airlock-view]')
    return body ? focusableElements(body)[0] : undefined
  }, [])
  // Drawn ahead, nothing in it takes focus or a click; revealed, before focus moves into it
  // (set here: React 18 knows no `inert`).
  const overlay = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (overlay.current) overlay.current.inert = Boolean(standby)
  }, [standby])
  useFocusTrap(dialog, !embedded && !standby, airlock.close, firstInView)
  const view = standby ?? router.view
  const viewKey = `${standby ? 1 : router.history.length}:${view}`
  // The view the modal opened on shows at once: what the click asked for is never faded in.
  // Drawn ahead, that is the view shown when it is revealed.
  const [opening, setOpening] = useState({ standby, on: viewKey })
  if (opening.standby !== standby || (standby && opening.on !== viewKey)) setOpening({ standby, on: viewKey })
  const openedOn = opening.standby === standby ? opening.on : viewKey
  const lastTitle = useRef<string | undefined>(undefined)
  const [painted, setPainted] = useState<ViewName>()
  const title = viewTitle?.view === view ? viewTitle.title : painted !== view ? (lastTitle.current ?? t('view.loading')) : defaultTitle(view)
  lastTitle.current = title
  const setTitle = useCallback((next: string | undefined) => setViewTitle((current) => (next !== undefined ? { view, title: next } : current?.view === view ? undefined : current)), [view])

  // The view that held focus is gone with the view it was in: until the next view is painted
  // and takes focus, the dialog holds it, never the page's body.
  useLayoutEffect(() => {
    const root = dialog.current
    if (!embedded && !standby && root && !root.contains(document.activeElement)) root.focus({ preventScroll: true })
  }, [embedded, standby, viewKey])

  // The open ends the modal's loading and moves focus into the view on screen, unless the view
  // already placed it (a search box). The view opens at its top: the body may still be easing
  // to its new height, and scrolling the first control into a body that short would open the
  // view scrolled, its top cut off.
  const showPainted = useCallback(() => {
    airlock.modal.setLoading(false)
    const root = dialog.current
    if (embedded || !root) return
    const body = root.querySelector<HTMLElement>('[data-airlock-view]')
    if (body && !body.contains(document.activeElement)) (firstInView() ?? root).focus({ preventScroll: true })
  }, [airlock, embedded, firstInView])
  // Read when a view paints: drawn ahead, its paint waits for the open (below). A ref, so the
  // view drawn ahead does not render again when it is revealed.
  const unseen = useRef(standby)
  unseen.current = standby
  const onPainted = useCallback(() => {
    setPainted(view)
    if (!unseen.current) showPainted()
  }, [showPainted, view])
  const wasStandby = useRef(standby)
  useLayoutEffect(() => {
    if (wasStandby.current && !standby && painted === view) showPainted()
    wasStandby.current = standby
  }, [standby])
  // Drawn ahead and painted, the view an open shows is ready before the click: the open's
  // loading ends in the very call that starts it, so the page renders the open once, where
  // ending it at the reveal would render every component that reads the modal's state twice.
  useEffect(() => {
    if (!standby || painted !== standby) return
    return airlock.bus.on('modal:open', (opened) => {
      if (opened.view === standby) airlock.modal.setLoading(false)
    })
  }, [airlock, standby, painted])

  // A close a guard would refuse (a required sign-in) offers no Close: a button that could only
  // shake the modal would be a dead end. Escape and the backdrop still shake it.
  const closable = !embedded && airlock.modal.canClose()
  const content = (
    <div
      ref={dialog}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      lang={airlock.i18n.locale}
      dir={airlock.i18n.dir}
      tabIndex={-1}
      className="airlock-modal"
      data-airlock-theme={themeMode}
      data-shake={modal.shake || undefined}
      data-embedded={embedded || undefined}
      data-opening={viewKey === openedOn || undefined}
      style={themeVariables as CSSProperties}
    >
      <Header
        titleId={titleId}
        title={title}
        onBack={!standby && router.history.length > 1 ? airlock.router.goBack : undefined}
        onClose={closable ? airlock.close : undefined}
      />
      <Alerts viewKey={viewKey} />
      <Live announcer={announcer} />
      <AnimatedHeight>
        <ViewTitleContext.Provider value={setTitle}>
          <AnnounceContext.Provider value={announcer.announce}>
            <CurrentView
              key={viewKey}
              view={view}
              data={standby ? undefined : router.data}
              onPainted={onPainted}
              // An early click on Connect shows the wallets already announced while the view's code arrives.
              Placeholder={view === 'Connect' ? ConnectFirstFrame : undefined}
            />
          </AnnounceContext.Provider>
        </ViewTitleContext.Provider>
      </AnimatedHeight>
    </div>
  )

  return (
    <>
      {sheet}
      {embedded ? (
        content
      ) : (
        <div
          ref={overlay}
          className="airlock-overlay"
          data-airlock-theme={themeMode}
          data-standby={standby ? '' : undefined}
          aria-hidden={standby ? true : undefined}
          onMouseDown={(event) => {
            if (event.target === event.currentTarget) airlock.close()
          }}
        >
          {content}
        </div>
      )}
    </>
  )
}
