import type { PayRequest, PayResult } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/**
 * `pay` of the nearest Airlock: opens the Pay view for a payment and resolves with
 * `{ status: 'success', hash }` once it is confirmed, or rejects with a `PayError`.
 * @example
 * const { pay } = usePay()
 * await pay({ recipient, amount: '5', asset: dusdAddress, network: 'eip155:31337' })
 */
export function usePay(): { pay(request: PayRequest): Promise<PayResult> } {
  const airlock = useAirlockInstance()
  return { pay: (request) => airlock.pay(request) }
}
