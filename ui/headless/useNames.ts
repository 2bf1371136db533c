import type { FeatureError, PluginApis } from '../../airlock/index.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'

type NamesController = PluginApis['names']

/** What `useNames` gives: the search, the registration under way, and the steps. */
export interface UseNamesReturn {
  /** The suffix names end in (`.airlock.id`). */
  suffix: string
  /** The label last searched, its availability (`checking`, `available`, `taken`, `failed`) and the API's suggestions. */
  search: NamesController['state']['search']
  /** The wallet is asked to sign the registration. */
  registering: boolean
  /** The full name last registered (it then shows in place of the address: `useAccount().profileName`). */
  registered: string | undefined
  /** The last registration's failure: `USER_REJECTED` or the wallet's or API's code, with RegisterName's text. */
  error: FeatureError | undefined
  /**
   * Takes what the person typed: its label (`Alice.airlock.id` → `alice`), each label rule
   * (length, characters, hyphens) and whether all hold; availability and suggestions follow
   * in `search` once typing pauses (300 ms).
   */
  type(input: string): { label: string; rules: ReturnType<NamesController['checkLabel']>; valid: boolean }
  /** Signs the registration of `label` with the connected EVM wallet and posts it; resolves the full name. */
  register(label: string): Promise<string>
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
    search: state.search as NamesController['state']['search'],
    registering: state.registering,
    registered: state.registered,
    error: names.errorOf(state),
    type(input) {
      const label = names.toLabel(input)
      const rules = names.checkLabel(label)
      const valid = rules.every((rule) => rule.ok)
      names.search(label, valid)
      return { label, rules, valid }
    },
    register: names.register,
  }
}
