import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { SimulationState } from '../../../services/simulation/SimulationState.js'
import { useTextMessages } from '../useTextMessages.js'
import catalogs from './messages?catalogs'

/** Where a confirm button stands against its simulation. */
export type SimulationGatePhase = 'ready' | 'waiting' | 'confirmFailure'

/** What `useSimulationGate` gives a view's confirm button. */
export interface SimulationGate {
  /** `waiting`: pressed while the simulation runs; `confirmFailure`: the simulation says it fails, and a second press is asked. */
  phase: SimulationGatePhase
  /** The button's press: goes on, waits for the simulation, or asks the second confirmation. */
  confirm(): void
  /** The button's label for `phase`: `label` (text, or a message with its values set apart) when ready, "Checking…" while waiting, "Continue anyway" after a simulated failure. */
  label<T extends ReactNode>(label: T): T | string
  /** The notice to show above the buttons, if any ("The simulation says this will fail. Continue anyway?"). */
  notice: string | undefined
}

const fails = (state: SimulationState) => state.status === 'done' && state.simulation.status === 'reverted'
// Nothing new to read before going on: nothing to simulate, no simulation to be had (the wait
// is over), or a simulation that found no failure and warns of nothing (one only partly
// simulated says so in the section, and found nothing either).
const nothingFound = (state: SimulationState) =>
  state.status === 'none' || state.status === 'unavailable' || (state.status === 'done' && state.simulation.status === 'success' && state.simulation.warnings.length === 0)

/**
 * Never in the way: a press while the simulation runs waits for it, SIMULATION_WAIT_MS at most
 * (after that the section says it could not simulate), then goes on, unless the simulation
 * found something to read first: a warning is left for the person to read and press again,
 * and a simulated failure asks an explicit second confirmation. Reject or Back is the view's
 * own button and never waits.
 */
export function useSimulationGate(state: SimulationState, onConfirm: () => void): SimulationGate {
  const t = useTextMessages(catalogs)
  const [phase, setPhase] = useState<SimulationGatePhase>('ready')
  const go = useRef(onConfirm)
  go.current = onConfirm
  useEffect(() => {
    if (phase !== 'waiting' || state.status === 'pending') return
    if (nothingFound(state)) {
      setPhase('ready')
      go.current()
    } else {
      setPhase(fails(state) ? 'confirmFailure' : 'ready')
    }
  }, [phase, state])
  return {
    phase,
    confirm() {
      if (phase === 'waiting') return
      if (state.status === 'pending') return setPhase('waiting')
      if (fails(state) && phase !== 'confirmFailure') return setPhase('confirmFailure')
      setPhase('ready')
      go.current()
    },
    label: (label) => (phase === 'waiting' ? t('simulation.checking') : phase === 'confirmFailure' ? t('simulation.continueAnyway') : label),
    notice: phase === 'confirmFailure' ? t('simulation.confirmFailure') : undefined,
  }
}
