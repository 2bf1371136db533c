import { parseAmount } from './parseAmount.js'
import type { SendToken } from './SendState.js'

/** A token's decimals and balance in base units, read from its decimal quantity. */
export function tokenUnits(token: Pick<SendToken, 'quantity'>): { decimals: number; balance: bigint } {
  const decimals = Number(token.quantity.decimals)
  return { decimals, balance: parseAmount(token.quantity.numeric, decimals) ?? 0n }
}
