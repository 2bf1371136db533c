import type { Address, Hex } from 'viem'

/** One call a smart account makes in a user operation. */
export interface SmartAccountCall {
  to: Address
  value?: bigint
  data?: Hex
}
