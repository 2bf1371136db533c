import { useState } from 'react'
import type { Airlock } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useBusEvent } from '../kit/useBusEvent.js'

/** A passkey check a request of the embedded wallet waits on. */
export interface PasskeyCheckRequest {
  /** What `<WalletPasskeyCheck checkId>` and `cancel` take. */
  id: string
  /** `verify`: a step-up (the second factor, before a large send, a key export, a login change); `unlock`: this device's key share, sealed with a passkey. */
  mode: 'verify' | 'unlock'
}

/** What `usePasskeyCheck` gives: the checks waiting, and the person's way out. */
export interface UsePasskeyCheckReturn {
  /** Oldest first; show the first. */
  pending: PasskeyCheckRequest[]
  /** The person declined: the request that waited rejects as aborted. */
  cancel(id: string): void
}

const embeddedOf = (airlock: Airlock) => airlock.connection().then((connection) => connection.connector('embedded'))

/**
 * The embedded wallet's passkey checks, for a host that draws its own UI (`headless`, where
 * the modal never opens): when the frame holds a request for a step-up or for this device's
 * unlock, the check is listed here until the frame has it (the request then goes on by itself)
 * or the person cancels. Show it with `<WalletPasskeyCheck checkId>`, the wallet's own page.
 * Mount it before the requests it should see (beside the host's account UI).
 *
 * @example
 * const { pending: [check], cancel } = usePasskeyCheck()
 * return check && <div role="dialog"><WalletPasskeyCheck checkId={check.id} /><button onClick={() => cancel(check.id)}>Cancel</button></div>
 */
export function usePasskeyCheck(): UsePasskeyCheckReturn {
  const airlock = useAirlockInstance()
  const [pending, setPending] = useState<PasskeyCheckRequest[]>([])
  useBusEvent('embedded:passkeyCheckRequested', ({ checkId, mode }) => setPending((list) => [...list, { id: checkId, mode }]))
  useBusEvent('embedded:passkeyCheckSettled', ({ checkId }) => setPending((list) => list.filter((check) => check.id !== checkId)))
  return {
    pending,
    cancel: (id) => void embeddedOf(airlock).then((embedded) => embedded.cancelPasskeyCheck(id), () => {}),
  }
}
