import { type Balance, formatTokenAmount } from 'airlock/kit'
import { formatUnits } from './formatUnits.js'
import { usdValue } from './usdValue.js'

/** A network fee as text for `locale` (`0.000042 ETH (≈ $0.13)`), or undefined while it is unknown. */
export function feeText(fee: Balance | undefined, nativePrice = 0, locale?: string): string | undefined {
  if (!fee) return undefined
  const usd = usdValue(Number(formatUnits(fee.value, fee.decimals)), nativePrice, locale)
  return `${formatTokenAmount(fee.value, fee.decimals, locale)} ${fee.symbol}${usd ? ` (≈ ${usd})` : ''}`
}
