import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useProxyState } from '../kit/useProxyState.js'
import type { ModalHostProps } from './ModalHost.js'
import { ModalLayer } from './ModalLayer.js'
import { prefetchModal } from './loadModal.js'
import { whenIdle } from './whenIdle.js'

/**
 * The modal's stage, with the shell's code (`ModalHost` renders it once that is here): fetches
 * what the first open shows (the view it opens on and, for Connect, the wallets it lists), so
 * an early click waits for the network at most; once that is here and the page is idle (never
 * on a page that stays busy), draws the modal ahead, unseen (`ModalLayer`), and keeps it:
 * opening reveals that tree. A closed modal is let go and drawn again at the next idle
 * moment, so every open starts fresh.
 */
export function ModalStage({ inPlace }: ModalHostProps) {
  const airlock = useAirlockInstance()
  const { open } = useProxyState(airlock.modal.state)
  const embedded = airlock.config.enableEmbedded
  const needed = open || embedded
  // Whether the modal is drawn ahead, unseen, for the next open.
  const [ahead, setAhead] = useState(false)
  // Closing lets the tree go in the very render that closes it; it is drawn again when idle.
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (!open) setAhead(false)
  }

  useEffect(() => {
    if (open) return
    let cancelled = false
    let cancelAhead = () => {}
    prefetchModal(airlock).then(() => {
      if (!cancelled) cancelAhead = whenIdle(() => setAhead(true))
    })
    return () => {
      cancelled = true
      cancelAhead()
    }
  }, [airlock, open])

  if (!(needed || ahead)) return null
  // The modal's messages in the person's language may still be on their way on a first open.
  const modal = <ModalLayer shown={needed} embedded={embedded} />
  return inPlace ? modal : createPortal(modal, document.body)
}
