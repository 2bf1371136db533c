import type { Balance } from 'airlock/kit'
import { formatUnits } from './formatUnits.js'
import type { SendToken } from './SendState.js'
import { tokenUnits } from './tokenUnits.js'

/**
 * The most of `token` a person can send, as the amount field shows it: the whole balance of
 * a token, or of the native currency the balance minus the network fee, which is paid from it.
 */
export function maxSendAmount(token: SendToken, fee: Balance | undefined): string {
  const { decimals, balance } = tokenUnits(token)
  const spendable = !token.address && fee ? balance - fee.value : balance
  return formatUnits(spendable > 0n ? spendable : 0n, decimals)
}
