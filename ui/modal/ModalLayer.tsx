import * as React from 'react'
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react'
import Modal from './Modal.js'
import { whenIdle } from './whenIdle.js'
import { layOutOnce } from './layOutOnce.js'

// React 19.2's Activity: a hidden tree renders with its effects left unmounted. Read at run
// time so hosts on React 18 keep working (they only skip drawing ahead).
const Activity = (React as { Activity?: ComponentType<{ mode: 'hidden' | 'visible'; children: ReactNode }> }).Activity

/** Whether the modal can be drawn ahead, hidden (React 19.2 and later). */
export const canDrawAhead = Activity !== undefined

/** Props of `ModalLayer`. */
export interface ModalLayerProps {
  shown: boolean
  embedded: boolean
}

/**
 * The modal shell, shown or drawn ahead. Hidden, React renders it at its lowest priority with
 * no effect run (no focus, no subscription, no analytics) and the browser never displays it;
 * at the next idle moment an unseen copy is laid out once (`layOutOnce`), so its style rules
 * are matched and its text shaped. Opening then only reveals the same tree: its effects mount
 * and the dialog paints, with nothing to render.
 */
export function ModalLayer({ shown, embedded }: ModalLayerProps) {
  const modal = (
    <Suspense fallback={null}>
      <Modal embedded={embedded} />
    </Suspense>
  )
  if (!Activity) return modal
  return (
    <>
      <Activity mode={shown ? 'visible' : 'hidden'}>{modal}</Activity>
      {!shown && <LayOutWhenIdle />}
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
