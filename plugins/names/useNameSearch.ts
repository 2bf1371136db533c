import { useEffect, useState } from 'react'
import { useDebouncedValue } from 'airlock/react/kit'
import type { Availability, NamesController } from './createNamesController.js'

/** How long typing must pause before a name is looked up (SPEC §9: search waits 300 ms). */
export const NAME_SEARCH_DELAY_MS = 300

/** What is known of the label last looked up. */
export interface NameSearch {
  /** The label the answer is for: the one typed, once typing paused. */
  label: string
  status: 'idle' | 'checking' | Availability | 'failed'
  suggestions: string[]
}

/**
 * Looks `label` up (availability and suggestions) once typing has paused for 300 ms; an
 * answer for a label no longer typed is dropped. `valid` false skips the availability check
 * (the rules already say no) but still asks for suggestions.
 */
export function useNameSearch(controller: NamesController, label: string, valid: boolean): NameSearch {
  const settled = useDebouncedValue(label, NAME_SEARCH_DELAY_MS)
  const [search, setSearch] = useState<NameSearch>({ label: '', status: 'idle', suggestions: [] })

  useEffect(() => {
    if (!settled) return setSearch({ label: '', status: 'idle', suggestions: [] })
    let current = true
    const checkable = valid && settled === label
    setSearch((before) => ({ label: settled, status: checkable ? 'checking' : 'idle', suggestions: before.label === settled ? before.suggestions : [] }))
    if (checkable) {
      controller.availability(settled).then(
        (status) => current && setSearch((before) => ({ ...before, status })),
        () => current && setSearch((before) => ({ ...before, status: 'failed' })),
      )
    }
    controller.suggestions(settled).then(
      (suggestions) => current && setSearch((before) => ({ ...before, suggestions })),
      () => undefined,
    )
    return () => {
      current = false
    }
    // `label` and `valid` are read for the settled label only; a change of either settles again.
  }, [controller, settled])
  return search.label === label ? search : { label, status: 'idle', suggestions: search.suggestions }
}
