import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useIsClient } from '../hooks/useIsClient.js'
import { useProxyState } from '../kit/useProxyState.js'
import { loadedModal, loadModal, prefetchModal } from './loadModal.js'
import { whenIdle } from './whenIdle.js'

/** Props of `ModalHost`. */
export interface ModalHostProps {
  /** Render where placed instead of at the end of `document.body`. */
  inPlace: boolean
}

/**
 * Loads and renders the modal shell once it is needed: when open, or always when embedded.
 * From the moment it mounts, fetches what the first open shows (the shell, the view it opens
 * on and, for Connect, the wallets it lists), so an early click waits for the network at
 * most; once that is here and the page is idle (never on a page that stays busy), draws the
 * modal hidden, with no effect run, and keeps it: opening reveals that tree. A closed modal is
 * let go and drawn again hidden at the next idle moment, so every open starts fresh.
 */
export function ModalHost({ inPlace }: ModalHostProps) {
  const airlock = useAirlockInstance()
  const { open } = useProxyState(airlock.modal.state)
  const isClient = useIsClient()
  const embedded = airlock.config.enableEmbedded
  const needed = isClient && (open || embedded)
  // The shell's code once here (a first open that was not fetched ahead waits for it).
  const [shell, setShell] = useState(loadedModal)
  // Whether the modal is drawn ahead, hidden, for the next open.
  const [ahead, setAhead] = useState(false)
  // Closing lets the tree go in the very render that closes it; it is drawn again when idle.
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (!open) setAhead(false)
  }
  // A shell fetched ahead renders in the very render that opens it, with no effect between.
  const Layer = (shell ?? loadedModal())?.ModalLayer

  useEffect(() => {
    if (open) return
    let cancelled = false
    let cancelAhead = () => {}
    prefetchModal(airlock).then(() => {
      if (!cancelled && loadedModal()?.canDrawAhead) cancelAhead = whenIdle(() => setAhead(true))
    })
    return () => {
      cancelled = true
      cancelAhead()
    }
  }, [airlock, open])

  useEffect(() => {
    if (!needed || Layer) return
    loadModal().then(setShell, (error: unknown) => airlock.logger.error('The modal could not be loaded', error))
  }, [airlock, needed, Layer])

  if (!(needed || ahead) || !Layer) return null
  // The modal's messages in the person's language may still be on their way on a first open.
  const modal = <Layer shown={needed} embedded={embedded} />
  return inPlace ? modal : createPortal(modal, document.body)
}
