import type { FeatureError, PluginApis } from '../../kit/index.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'
import { pickSteps } from './pickSteps.js'

type NamesController = PluginApis['names']

/** What `useNames` gives: the search, the registration under way, and the steps. */
export interface UseNamesReturn {
  /** The suffix names end in (`.airlock.id`). */
  suffix: string
  /** What was last typed (`type`), kept by the controller: a form mounted again can start from it. */
  input: string
  /** The label last searched, its availability (`checking`, `available`, `taken`, `failed`) and the API's suggestions. */
  search: NamesController['state']['search']
  /** The wallet is asked to sign the registration. */
  registering: boolean
  /** The full name the last registration here gave, until `clear` (it then shows in place of the address: `useAccount().profileName`). */
  registered: string | undefined
  /** The last registration's failure: `USER_REJECTED` or the wallet's or API's code, with RegisterName's text. */
  error: FeatureError | undefined
  /**
   * Takes what the person typed: its label (`Alice.airlock.id` → `alice`), each label rule
   * (length, characters, hyphens) and whether all hold; availability and suggestions follow
   * in `search` once typing pauses (300 ms). A failed registration's `error` goes.
   */
  type(input: string): ReturnType<NamesController['type']>
  /** Signs the registration of `label` with the connected EVM wallet and posts it; resolves the full name. */
  register(label: string): Promise<string>
  /** Empties the form: `input`, `search`, `registered` and `error`. */
  clear(): void
}

/**
 * Registering a name for the connected EVM account, for a host's own form: name search
 * (rules as typed, availability, suggestions) → signature → registration, as Airlock's
 * RegisterName view does it, with the same errors. Suspends while the feature's code loads.
 *
 * @example
 * const names = useNames()
 * const { label, valid } = names.type(input)
 * {names.search.status === 'available' && <button onClick={() => names.register(label)}>Register</button>}
 */
export function useNames(): UseNamesReturn {
  const names = useFeatureApi('names')
  const state = useProxyState(names.state)
  return {
    suffix: names.suffix,
    input: state.input,
    search: state.search as NamesController['state']['search'],
    registering: state.registration.status === 'signing',
    registered: state.registration.status === 'done' ? state.registration.name : undefined,
    error: names.errorOf(state as Pick<NamesController['state'], 'registration'>),
    ...pickSteps(names, ['type', 'register', 'clear']),
  }
}
