import * as React from 'react'
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useIsClient } from '../hooks/useIsClient.js'
import { useProxyState } from '../kit/useProxyState.js'
import { loadedModal, loadModal, prefetchModal } from './loadModal.js'

/** Without requestIdleCallback, how long after the page renders the modal is fetched ahead. */
const IDLE_FALLBACK_MS = 1000

type ModalComponent = ComponentType<{ embedded: boolean }>

// React 19.2's Activity: a hidden tree renders with its effects left unmounted. Read at run
// time so hosts on React 18 keep working (they only skip the warm-up).
const Activity = (React as { Activity?: ComponentType<{ mode: 'hidden' | 'visible'; children: ReactNode }> }).Activity

/** Runs `task` once the page is idle; returns what cancels it. */
function whenIdle(task: () => void): () => void {
  // Where requestIdleCallback is missing (Safari before 18.4), a timer stands in.
  const idle = self.requestIdleCallback as typeof requestIdleCallback | undefined
  const handle = idle ? idle(task) : (setTimeout(task, IDLE_FALLBACK_MS) as unknown as number)
  return () => (idle ? cancelIdleCallback : clearTimeout)(handle)
}

/** Props of `ModalHost`. */
export interface ModalHostProps {
  /** Render where placed instead of at the end of `document.body`. */
  inPlace: boolean
}

/**
 * Loads and renders the modal shell once it is needed: when open, or always when embedded.
 * Once the page is idle (never on a page that stays busy), fetches ahead what the first open
 * shows: the shell, the view it opens on and, for Connect, the wallets it lists; then, at the
 * next idle moment, renders it once hidden, with no effect run, and lets it go, so the first
 * click runs code the engine has already compiled.
 */
export function ModalHost({ inPlace }: ModalHostProps) {
  const airlock = useAirlockInstance()
  const { open } = useProxyState(airlock.modal.state)
  const isClient = useIsClient()
  const embedded = airlock.config.enableEmbedded
  const needed = isClient && (open || embedded)
  const [loadedLater, setModal] = useState<ModalComponent>()
  const [warming, setWarming] = useState<'no' | 'render' | 'done'>('no')
  const warmRoot = useRef<HTMLDivElement>(null)
  // A shell fetched ahead renders in the very render that opens it, with no effect between.
  const Modal = loadedLater ?? loadedModal()?.default

  useEffect(() => {
    let cancelled = false
    let cancelWarm = () => {}
    const cancel = whenIdle(() => {
      prefetchModal(airlock).then(() => {
        if (!cancelled && Activity) cancelWarm = whenIdle(() => setWarming((now) => (now === 'no' ? 'render' : now)))
      })
    })
    return () => {
      cancelled = true
      cancel()
      cancelWarm()
    }
  }, [airlock])

  // The hidden render is let go at the next idle moment, after React has drawn it.
  useEffect(() => (warming === 'render' ? whenIdle(() => {
    if (warmRoot.current) loadedModal()?.layOutOnce(warmRoot.current)
    setWarming('done')
  }) : undefined), [warming])

  useEffect(() => {
    if (!needed || Modal) return
    loadModal().then(
      (module) => setModal(() => module.default),
      (error: unknown) => airlock.logger.error('The modal could not be loaded', error),
    )
  }, [airlock, needed, Modal])

  if (!needed && warming === 'render' && Modal && Activity) {
    return (
      <div ref={warmRoot} hidden>
        <Activity mode="hidden">
          <Suspense fallback={null}>
            <Modal embedded={false} />
          </Suspense>
        </Activity>
      </div>
    )
  }
  if (!needed || !Modal) return null
  // The modal's messages in the person's language may still be on their way on a first open.
  const modal = (
    <Suspense fallback={null}>
      <Modal embedded={embedded} />
    </Suspense>
  )
  return inPlace ? modal : createPortal(modal, document.body)
}
