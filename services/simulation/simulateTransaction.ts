import type { ApiClient } from '../api/ApiClient.js'
import type { Simulation } from './Simulation.js'
import type { SimulationRequest } from '../../kernel/adapters/SimulationRequest.js'
import { simulationSchema } from './simulationSchema.js'

/**
 * What a request would do to the account before it is signed, from the API's
 * `POST /v1/simulate`: the assets sent and received, allowances, why it would fail, the gas,
 * and warnings. Rejects with an `ApiError` when the API cannot simulate it.
 *
 * @example
 * const simulation = await simulateTransaction(airlock.api, { chainId: 'eip155:1', account, calls: [{ to, value: '1000' }] })
 */
export function simulateTransaction(api: ApiClient, request: SimulationRequest): Promise<Simulation> {
  return api.post('/v1/simulate', request, undefined, simulationSchema)
}
