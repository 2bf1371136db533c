import * as React from 'react'
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { layOutOnce } from './layOutOnce.js'
import Modal from './Modal.js'
import { whenIdle } from './whenIdle.js'

// React 19.2's Activity: a hidden tree renders with its effects left unmounted. Read at run
// time so hosts on React 18 keep working (they only skip the warm-up).
const Activity = (React as { Activity?: ComponentType<{ mode: 'hidden' | 'visible'; children: ReactNode }> }).Activity

/**
 * The modal rendered once, hidden, with no effect run (no focus, no subscription, no
 * analytics); at the next idle moment, after React has drawn it, an unseen copy is laid out
 * (`layOutOnce`) and `onDone` lets both go. The first click then runs compiled code over
 * matched styles. Without Activity (React 18), nothing renders and `onDone` runs at once.
 */
export function WarmModal({ onDone }: { onDone: () => void }) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(
    () =>
      Activity
        ? whenIdle(() => {
            if (root.current) layOutOnce(root.current)
            onDone()
          })
        : onDone(),
    [onDone],
  )
  if (!Activity) return null
  return (
    <div ref={root} hidden>
      <Activity mode="hidden">
        <Suspense fallback={null}>
          <Modal embedded={false} />
        </Suspense>
      </Activity>
    </div>
  )
}
