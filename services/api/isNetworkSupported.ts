import * as v from 'valibot'
import type { ApiClient } from './ApiClient.js'

const supportedSchema = v.object({ http: v.array(v.string()), ws: v.optional(v.array(v.string())) })

/**
 * Whether the API serves data for `caipNetworkId` (`GET /v1/supported-chains`, asked once
 * per client). Calls for an unsupported network answer empty without asking (SPEC §7). When
 * the list itself cannot be read, every network counts as supported: the calls then say
 * for themselves what they can do.
 */
export async function isNetworkSupported(api: ApiClient, caipNetworkId: string): Promise<boolean> {
  const chains = await api.cache('supportedChains', () =>
    api.get('/v1/supported-chains', {}, supportedSchema).then(
      (answer) => new Set(answer.http),
      () => undefined,
    ),
  )
  return !chains || chains.has(caipNetworkId)
}
