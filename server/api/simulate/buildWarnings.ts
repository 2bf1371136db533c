import type { Simulation, SimulationWarning } from '../../../services/simulation/Simulation.js'

/** What the warnings are read from: the simulation so far, and what the request itself says. */
export interface WarningFacts {
  simulation: Omit<Simulation, 'warnings'>
  /** Receivers named by the request that are contracts the API does not know as a token or router. */
  unknownContractReceivers: readonly string[]
  /** The request only sends or transfers the account's own assets to someone (nothing asked of a contract). */
  onlyTransfers: boolean
}

/**
 * The warnings a person should read before approving: an unlimited allowance, an operator over
 * a whole collection, a failure, a receiver that is an unknown contract, and something sent
 * for nothing back (through a contract; a plain transfer is meant to get nothing back).
 */
export function buildWarnings({ simulation, unknownContractReceivers, onlyTransfers }: WarningFacts): SimulationWarning[] {
  const warnings: SimulationWarning[] = []
  if (simulation.status === 'reverted') warnings.push({ code: 'willFail', reason: simulation.revert?.reason ?? '' })
  for (const allowance of simulation.allowances) {
    if (allowance.revoked) continue
    if (allowance.kind === 'token' && allowance.unlimited) warnings.push({ code: 'unlimitedAllowance', spender: allowance.spender, symbol: allowance.asset.symbol })
    if (allowance.kind === 'operator') warnings.push({ code: 'collectionOperator', operator: allowance.spender, symbol: allowance.asset.symbol })
  }
  for (const receiver of unknownContractReceivers) warnings.push({ code: 'unknownContractReceiver', receiver })
  if (simulation.status === 'success' && simulation.complete && !onlyTransfers && simulation.send.length > 0 && simulation.receive.length === 0) warnings.push({ code: 'nothingReceived' })
  return warnings
}
