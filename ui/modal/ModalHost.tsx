import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useIsClient } from '../hooks/useIsClient.js'
import { useProxyState } from '../kit/useProxyState.js'
import { loadedModal, loadModal } from './loadModal.js'

/** Props of `ModalHost`. */
export interface ModalHostProps {
  /** Render where placed instead of at the end of `document.body`. */
  inPlace: boolean
}

/** Loads and renders the modal shell once it is needed: when open, or always when embedded. */
export function ModalHost({ inPlace }: ModalHostProps) {
  const airlock = useAirlockInstance()
  const { open } = useProxyState(airlock.modal.state)
  const isClient = useIsClient()
  const embedded = airlock.config.enableEmbedded
  const needed = isClient && (open || embedded)
  const [Modal, setModal] = useState(() => loadedModal()?.default)

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
