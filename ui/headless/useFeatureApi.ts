import { type FeatureApiName, type FeatureApis, loadFeature } from '../../services/features/loadFeature.js'
import type { Airlock } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/** One feature's load, as the hooks wait for it. */
interface FeatureLoad {
  promise: Promise<void>
  api?: unknown
  error?: unknown
}

const loadsOf = (airlock: Airlock) => airlock.api.cache('headlessFeatures', () => new Map<string, FeatureLoad>())

/**
 * The api of feature `name` of the nearest Airlock (`loadFeature`), for the headless hooks.
 * Suspends the component while the feature's code loads (its first use on the page: wrap the
 * host's form in `<Suspense>`); a feature that is off or failed to load throws its
 * `PluginError` to the nearest error boundary, and the next render tries again.
 *
 * @example
 * const email = useFeatureApi('email')
 * const state = useProxyState(email.state)
 */
export function useFeatureApi<N extends FeatureApiName>(name: N): FeatureApis[N] {
  const airlock = useAirlockInstance()
  const loads = loadsOf(airlock)
  let load = loads.get(name)
  if (!load) {
    const entry: FeatureLoad = {
      promise: loadFeature(airlock, name).then(
        (api) => void (entry.api = api),
        (error: unknown) => void (entry.error = error),
      ),
    }
    loads.set(name, (load = entry))
  }
  if ('error' in load) {
    loads.delete(name)
    throw load.error
  }
  if (!('api' in load)) throw load.promise
  return load.api as FeatureApis[N]
}
