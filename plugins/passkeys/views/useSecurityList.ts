import { useAnnouncement, type Translate } from 'airlock/react/kit'
import { useCallback, useEffect, useRef, useState } from 'react'

/** What a security list holds and offers: see {@link useSecurityList}. */
export interface SecurityList<T> {
  /** What was read; undefined until the first read answers. */
  value: T | undefined
  /** The last failure, in words that say what to do next; cleared when an action starts. */
  error: string | undefined
  /** What the last action did, in words (also said through the live region). */
  done: string | undefined
  /** True while an action runs: the list's buttons wait. */
  busy: boolean
  /** Reads the list again (after a change made elsewhere). */
  reload: () => Promise<void>
  /** Reads the list again after it could not be read: its failure goes while it asks. */
  retry: () => void
  /** Runs an action that answers the new list; on success shows `message`, on failure the described error. */
  run: (work: () => Promise<T>, message: string) => Promise<void>
}

/**
 * The state the passkeys and the devices views share: read the list once on opening, show
 * the failure in words when it cannot be read (and read it again on `retry`), and run one
 * action at a time (Remove, Sign out, turn the factor on or off), each ending in what it did
 * or what went wrong.
 *
 * @param read - reads the list (called once on opening, and by `reload`)
 * @param describe - the failure in the person's language, by its code (never its message)
 * @param rereadAfterFailure - read the list again after a failed action, for rows that may
 *   have changed meanwhile elsewhere (default false)
 */
export function useSecurityList<T>(read: () => Promise<T>, describe: (failure: unknown, t: Translate) => string, t: Translate, rereadAfterFailure = false): SecurityList<T> {
  const [value, setValue] = useState<T>()
  const [done, setDone] = useState<string>()
  useAnnouncement(done)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  // The latest read, so a caller's inline function does not read the list again on each render.
  const latest = useRef(read)
  latest.current = read
  const reload = useCallback(async () => setValue(await latest.current()), [])
  const readAgain = useCallback(() => {
    setError(undefined)
    reload().catch((failure: unknown) => setError(describe(failure, t)))
  }, [reload, describe, t])
  useEffect(readAgain, [readAgain])

  const run = async (work: () => Promise<T>, message: string) => {
    setBusy(true)
    setError(undefined)
    setDone(undefined)
    try {
      setValue(await work())
      setDone(message)
    } catch (failure) {
      setError(describe(failure, t))
      if (rereadAfterFailure) await reload().catch(() => {})
    } finally {
      setBusy(false)
    }
  }
  return { value, error, done, busy, reload, retry: readAgain, run }
}
