import type { Network } from '../../../chains/networks/Network.js'
import type { SimulationState } from '../../../services/simulation/SimulationState.js'
import { Icon } from '../Icon.js'
import { Spinner } from '../Spinner.js'
import { StyleSheet } from '../StyleSheet.js'
import { useMessages } from '../useMessages.js'
import catalogs from './messages?catalogs'
import { SimulationResult } from './SimulationResult.js'
import { simulationStyles } from './simulationStyles.js'

/** Props of `TransactionSimulation`. */
export interface TransactionSimulationProps {
  state: SimulationState
  /** The request's network: on a test network no dollar values show. */
  network?: Network | undefined
}

/**
 * What a request would do before it is approved: "You send", "You receive", "Allowances",
 * "Will fail: {reason}" and the warnings, from a simulation; "Simulating…" while it runs, and
 * "Could not simulate this transaction" when there is none to be had. Nothing for a request
 * with nothing to simulate.
 */
export function TransactionSimulation({ state, network }: TransactionSimulationProps) {
  const t = useMessages(catalogs)
  if (state.status === 'none') return null
  return (
    <section className="airlock-simulation" aria-label={t('simulation.title')} data-testid="simulation" data-status={state.status === 'done' ? state.simulation.status : state.status}>
      <StyleSheet id="airlock-simulation" css={simulationStyles} />
      {state.status === 'pending' && (
        <p className="airlock-simulation-note" role="status">
          <Spinner label={t('simulation.simulating')} /> {t('simulation.simulating')}
        </p>
      )}
      {state.status === 'unavailable' && (
        <p className="airlock-simulation-note" role="status" data-testid="simulation-unavailable">
          <Icon name="info" size={16} /> {t('simulation.unavailable')}
        </p>
      )}
      {state.status === 'done' && <SimulationResult simulation={state.simulation} network={network} t={t} />}
    </section>
  )
}
