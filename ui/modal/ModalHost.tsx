import { useLayoutEffect, useState } from 'react'
import { useIsClient } from '../hooks/useIsClient.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useProxyState } from '../kit/useProxyState.js'
import { loadedModal, loadModal } from './loadModal.js'

/** Props of `ModalHost`. */
export interface ModalHostProps {
  /** Render where placed instead of at the end of `document.body`. */
  inPlace: boolean
}

/**
 * Where the modal lives. Loads the modal's code from the moment it mounts (again when it
 * opens, if that failed) and then renders its stage (`ModalStage`, in that code), which
 * fetches what the first open shows and draws it ahead. Start-up carries only this; the
 * server and the first client render draw nothing.
 */
export function ModalHost({ inPlace }: ModalHostProps) {
  const airlock = useAirlockInstance()
  const { open } = useProxyState(airlock.modal.state)
  const isClient = useIsClient()
  // The modal's code once here; fetched by anyone (a button's prefetch), it renders at once.
  const [loaded, setLoaded] = useState(loadedModal)
  const shell = loaded ?? loadedModal()

  // A layout effect: it runs as the first render commits, before the page paints, where a
  // passive effect would wait until after the paint, a long moment on a slow phone's first
  // load, so an early click waits for less (issue 46). React 18.3 and 19 say nothing of it
  // in a server render.
  useLayoutEffect(() => {
    if (shell) return
    loadModal(airlock).then(setLoaded, (error: unknown) => {
      if (open) airlock.logger.error('The modal could not be loaded', error)
    })
  }, [airlock, shell, open])

  return isClient && shell ? <shell.ModalStage inPlace={inPlace} /> : null
}
