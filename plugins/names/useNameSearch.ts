import { useEffect } from 'react'
import { useProxyState } from 'airlock/react/kit'
import type { NamesController } from './createNamesController.js'
import type { NameSearch } from './createNameSearch.js'

export { NAME_SEARCH_DELAY_MS, type NameSearch } from './createNameSearch.js'

/**
 * Looks `label` up (availability and suggestions) once typing has paused for 300 ms, through
 * the controller's search (`search`); an answer for a label no longer typed is dropped.
 * `valid` false skips the availability check (the rules already say no) but still asks for
 * suggestions.
 */
export function useNameSearch(controller: NamesController, label: string, valid: boolean): NameSearch {
  useEffect(() => controller.search(label, valid), [controller, label, valid])
  const { search } = useProxyState(controller.state)
  return search.label === label ? (search as NameSearch) : { label, status: 'idle', suggestions: search.suggestions as string[] }
}
