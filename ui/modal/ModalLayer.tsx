import * as React from 'react'
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react'
import type { ViewName } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useProxyState } from '../kit/useProxyState.js'
import Modal from './Modal.js'
import { whenIdle } from './whenIdle.js'
import { layOutOnce } from './layOutOnce.js'

// React 19.2's Activity: a hidden tree renders with its effects left unmounted. Read at run
// time so hosts on React 18 keep working (they only skip drawing Account ahead).
const Activity = (React as { Activity?: ComponentType<{ mode: 'hidden' | 'visible'; children: ReactNode }> }).Activity

/** Props of `ModalLayer`. */
export interface ModalLayerProps {
  shown: boolean
  embedded: boolean
}

/**
 * The modal shell, shown or drawn ahead on the view the next open shows, so that opening only
 * reveals the same tree.
 * - Connect, whose effects only read (wallet discovery, the registry), is drawn live and
 *   unseen (`standby`): laid out, its state settled and its effects run at idle, so the open
 *   only turns it visible and moves focus.
 * - Account is drawn hidden inside Activity, with no effect run (it would refresh balances
 *   nobody asked for); at the next idle moment an unseen copy is laid out once (`layOutOnce`),
 *   so its style rules are matched and its text shaped, and the open mounts its effects.
 */
export function ModalLayer({ shown, embedded }: ModalLayerProps) {
  const airlock = useAirlockInstance()
  const { accounts, activeNamespace } = useProxyState(airlock.chain.state)
  const next: ViewName = accounts[activeNamespace]?.status === 'connected' ? 'Account' : 'Connect'
  const live = shown || next === 'Connect'
  const modal = (
    <Suspense fallback={null}>
      <Modal embedded={embedded} standby={shown ? undefined : next} />
    </Suspense>
  )
  if (!Activity) return live ? modal : null
  return (
    <>
      <Activity mode={live ? 'visible' : 'hidden'}>{modal}</Activity>
      {!live && <LayOutWhenIdle />}
    </>
  )
}

// Beside the hidden tree (inside it no effect runs): lays out the element drawn before it.
function LayOutWhenIdle() {
  const marker = useRef<HTMLTemplateElement>(null)
  useEffect(
    () =>
      whenIdle(() => {
        const hidden = marker.current?.previousElementSibling
        if (hidden instanceof HTMLElement) layOutOnce(hidden)
      }),
    [],
  )
  return <template ref={marker} />
}
