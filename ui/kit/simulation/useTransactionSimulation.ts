import { useEffect, useRef, useState } from 'react'
import type { SimulationRequest } from '../../../kernel/adapters/SimulationRequest.js'
import type { SimulationState } from '../../../services/simulation/SimulationState.js'
import { SIMULATION_WAIT_MS } from '../../../services/simulation/SIMULATION_WAIT_MS.js'
import { simulateTransaction } from '../../../services/simulation/simulateTransaction.js'
import { useAirlockInstance } from '../AirlockReactContext.js'

/**
 * Simulates the request `build` makes, through the API, again whenever `key` changes (a new
 * quote, another amount): `pending`, then `done`, or `unavailable` when the API cannot
 * simulate it or has not answered within SIMULATION_WAIT_MS (a later answer still shows).
 * `build` resolving undefined, or `key` undefined, is nothing to simulate (`none`).
 *
 * @example
 * const simulation = useTransactionSimulation(() => Promise.resolve({ chainId, account, calls }), `${to}:${value}`)
 * return <TransactionSimulation state={simulation} />
 */
export function useTransactionSimulation(build: () => Promise<SimulationRequest | undefined>, key: string | undefined): SimulationState {
  const airlock = useAirlockInstance()
  const [state, setState] = useState<SimulationState>({ status: key === undefined ? 'none' : 'pending' })
  const make = useRef(build)
  make.current = build
  useEffect(() => {
    if (key === undefined) return setState({ status: 'none' })
    let live = true
    const set = (next: SimulationState) => live && setState(next)
    setState({ status: 'pending' })
    const timer = setTimeout(() => setState((current) => (live && current.status === 'pending' ? { status: 'unavailable' } : current)), SIMULATION_WAIT_MS)
    void make.current()
      .then((request) => (request ? simulateTransaction(airlock.api, request).then((simulation) => set({ status: 'done', simulation })) : set({ status: 'none' })))
      .catch((error: unknown) => {
        airlock.logger.info('The request could not be simulated', error)
        set({ status: 'unavailable' })
      })
      .finally(() => clearTimeout(timer))
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [airlock, key])
  return state
}
