import type { Simulation } from './Simulation.js'

/**
 * Where a request's simulation stands, as a view shows it: nothing to simulate (a message to
 * sign), waiting for it, its answer, or none to be had (it failed, or took longer than the
 * approval waits).
 */
export type SimulationState =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'done'; simulation: Simulation }
  | { status: 'unavailable' }
