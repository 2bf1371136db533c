import type { ReactNode } from 'react'
import type { Airlock } from '../kit/index.js'
import { AirlockReactContext } from './kit/AirlockReactContext.js'
import { ModalHost } from './modal/ModalHost.js'

/** Props of `AirlockProvider`. */
export interface AirlockProviderProps {
  /** The instance made with `createAirlock`. */
  airlock: Airlock
  children?: ReactNode
}

/**
 * Gives the components and hooks below it an Airlock instance, and appends the modal to
 * `document.body` when it opens (unless `disableAppend` or `enableEmbedded`, where the host
 * places `<AirlockModal />` itself, or `headless`, where there is no modal: nothing of it loads).
 *
 * @example
 * const airlock = createAirlock({ projectId: 'my-app' })
 * root.render(<AirlockProvider airlock={airlock}><ConnectButton /></AirlockProvider>)
 */
export function AirlockProvider({ airlock, children }: AirlockProviderProps) {
  const append = !airlock.config.disableAppend && !airlock.config.enableEmbedded && !airlock.config.headless
  return (
    <AirlockReactContext.Provider value={airlock}>
      {children}
      {append && <ModalHost inPlace={false} />}
    </AirlockReactContext.Provider>
  )
}
