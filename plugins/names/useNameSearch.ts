import { useProxyState } from 'airlock/react/kit'
import type { NamesController } from './createNamesController.js'
import type { NameSearch } from './createNameSearch.js'

export { NAME_SEARCH_DELAY_MS, type NameSearch } from './createNameSearch.js'

/**
 * What the controller's search (`type`) knows of `label`: its availability and suggestions
 * once typing has paused for 300 ms; while another label's answer is shown, `idle` with that
 * answer's suggestions.
 */
export function useNameSearch(controller: NamesController, label: string): NameSearch {
  const { search } = useProxyState(controller.state)
  return search.label === label ? (search as NameSearch) : { label, status: 'idle', suggestions: search.suggestions as string[] }
}
