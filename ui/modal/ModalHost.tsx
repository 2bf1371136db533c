import { type ComponentType, Suspense, useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useIsClient } from '../hooks/useIsClient.js'
import { useProxyState } from '../kit/useProxyState.js'
import { loadedModal, loadModal, prefetchModal } from './loadModal.js'
import { whenIdle } from './whenIdle.js'

type ModalComponent = ComponentType<{ embedded: boolean }>

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
  // Whether the hidden warm-up render (the modal chunk's WarmModal) is on the page.
  const [warming, setWarming] = useState<'no' | 'render' | 'done'>('no')
  const warmed = useCallback(() => setWarming('done'), [])
  // A shell fetched ahead renders in the very render that opens it, with no effect between.
  const Modal = loadedLater ?? loadedModal()?.default

  useEffect(() => {
    let cancelled = false
    let cancelWarm = () => {}
    const cancel = whenIdle(() => {
      prefetchModal(airlock).then(() => {
        if (!cancelled) cancelWarm = whenIdle(() => setWarming((now) => (now === 'no' ? 'render' : now)))
      })
    })
    return () => {
      cancelled = true
      cancel()
      cancelWarm()
    }
  }, [airlock])

  useEffect(() => {
    if (!needed || Modal) return
    loadModal().then(
      (module) => setModal(() => module.default),
      (error: unknown) => airlock.logger.error('The modal could not be loaded', error),
    )
  }, [airlock, needed, Modal])

  const Warm = loadedModal()?.WarmModal
  if (!needed && warming === 'render' && Warm) return <Warm onDone={warmed} />
  if (!needed || !Modal) return null
  // The modal's messages in the person's language may still be on their way on a first open.
  const modal = (
    <Suspense fallback={null}>
      <Modal embedded={embedded} />
    </Suspense>
  )
  return inPlace ? modal : createPortal(modal, document.body)
}
