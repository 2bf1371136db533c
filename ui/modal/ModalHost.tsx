import { useEffect, useState } from 'react'
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

  useEffect(() => {
    if (shell) return
    loadModal(airlock).then(setLoaded, (error: unknown) => {
      if (open) airlock.logger.error('The modal could not be loaded', error)
    })
  }, [airlock, shell, open])

  return isClient && shell ? <shell.ModalStage inPlace={inPlace} /> : null
}
