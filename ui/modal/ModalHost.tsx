import { type ComponentType, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useIsClient } from '../hooks/useIsClient.js'
import { useProxyState } from '../kit/useProxyState.js'
import { loadedModal, loadModal, prefetchModal } from './loadModal.js'

/** Without requestIdleCallback, how long after the page renders the modal is fetched ahead. */
const IDLE_FALLBACK_MS = 1000

type ModalComponent = ComponentType<{ embedded: boolean }>

/** Props of `ModalHost`. */
export interface ModalHostProps {
  /** Render where placed instead of at the end of `document.body`. */
  inPlace: boolean
}

/**
 * Loads and renders the modal shell once it is needed: when open, or always when embedded.
 * Once the page is idle (never on a page that stays busy), fetches ahead what the first open
 * shows: the shell, the view it opens on and, for Connect, the wallets it lists.
 */
export function ModalHost({ inPlace }: ModalHostProps) {
  const airlock = useAirlockInstance()
  const { open } = useProxyState(airlock.modal.state)
  const isClient = useIsClient()
  const embedded = airlock.config.enableEmbedded
  const needed = isClient && (open || embedded)
  const [loadedLater, setModal] = useState<ModalComponent>()
  // A shell fetched ahead renders in the very render that opens it, with no effect between.
  const Modal = loadedLater ?? loadedModal()?.default

  useEffect(() => {
    const prefetch = () => prefetchModal(airlock)
    // Where requestIdleCallback is missing (Safari before 18.4), a timer stands in.
    const idle = self.requestIdleCallback as typeof requestIdleCallback | undefined
    const handle = idle ? idle(prefetch) : (setTimeout(prefetch, IDLE_FALLBACK_MS) as unknown as number)
    return () => (idle ? cancelIdleCallback : clearTimeout)(handle)
  }, [airlock])

  useEffect(() => {
    if (!needed || Modal) return
    loadModal().then(
      (module) => setModal(() => module.default),
      (error: unknown) => airlock.logger.error('The modal could not be loaded', error),
    )
  }, [airlock, needed, Modal])

  if (!needed || !Modal) return null
  const modal = <Modal embedded={embedded} />
  return inPlace ? modal : createPortal(modal, document.body)
}
