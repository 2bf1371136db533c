import type { Airlock } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/** Opens and closes the modal. */
export interface UseAirlockReturn {
  open: Airlock['open']
  close: Airlock['close']
  /** The kernel instance, for everything else. */
  airlock: Airlock
}

/**
 * Opens and closes the modal from anywhere below `AirlockProvider`.
 *
 * @example
 * const { open } = useAirlock()
 * <button onClick={() => open({ view: 'Networks' })}>Switch network</button>
 */
export function useAirlock(): UseAirlockReturn {
  const airlock = useAirlockInstance()
  return { open: airlock.open, close: airlock.close, airlock }
}
