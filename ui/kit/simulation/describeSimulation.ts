import type { SimulatedAllowance, SimulatedRevert, SimulationWarning } from '../../../services/simulation/Simulation.js'
import { formatAddress } from '../../../services/format/formatAddress.js'
import type { Translate } from '../useMessages.js'
import { formatTokenAmount } from '../../../services/format/formatTokenAmount.js'

// Panic(uint256) codes of Solidity, by what they mean (the message names each in the person's language).
const panics: Record<string, string> = { '0x01': 'assert', '0x11': 'overflow', '0x12': 'divide', '0x21': 'enum', '0x31': 'array', '0x32': 'array', '0x41': 'memory' }

/** Why a request fails, in words: a panic's meaning in the person's language, else the contract's or node's own reason. */
export function revertText(t: Translate, revert: SimulatedRevert | undefined): string {
  if (revert?.kind === 'panic') return t('simulation.panic', { meaning: panics[revert.reason] ?? 'other', code: revert.reason })
  return revert?.reason ?? ''
}

/** An amount of a change or allowance (base units, a decimal string) by the one formatter for figures. */
export function amountText(amount: string, decimals: number, locale: string): string {
  return formatTokenAmount(/^\d+$/.test(amount) ? BigInt(amount) : 0n, decimals, locale)
}

/** The sentence an allowance reads as: "Lets {spender} spend {amount} {token} until {deadline}", and its kin. */
export function allowanceText(t: Translate, allowance: SimulatedAllowance, locale: string): string {
  const spender = formatAddress(allowance.spender)
  const token = allowance.asset.symbol
  const deadline = allowance.deadline === undefined ? undefined : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(allowance.deadline * 1000)
  if (allowance.revoked) return t('simulation.revoke', { spender, token })
  if (allowance.kind === 'operator') return t('simulation.operator', { spender, token })
  if (allowance.kind === 'nft') return t('simulation.nftApproval', { spender, token, tokenId: allowance.tokenId ?? '' })
  if (allowance.unlimited) return deadline ? t('simulation.allowanceUnlimitedUntil', { spender, token, deadline }) : t('simulation.allowanceUnlimited', { spender, token })
  const amount = amountText(allowance.amount ?? '0', allowance.asset.decimals, locale)
  if (allowance.via === 'permit2Transfer' && deadline) return t('simulation.transferOnce', { spender, amount, token, deadline })
  return deadline ? t('simulation.allowanceUntil', { spender, amount, token, deadline }) : t('simulation.allowance', { spender, amount, token })
}

/** A warning's sentence. */
export function warningText(t: Translate, warning: SimulationWarning): string {
  switch (warning.code) {
    case 'unlimitedAllowance':
      return t('simulation.warning.unlimitedAllowance', { spender: formatAddress(warning.spender), symbol: warning.symbol })
    case 'collectionOperator':
      return t('simulation.warning.collectionOperator', { operator: formatAddress(warning.operator), symbol: warning.symbol })
    case 'unknownContractReceiver':
      return t('simulation.warning.unknownContractReceiver', { receiver: formatAddress(warning.receiver) })
    case 'willFail':
      return t('simulation.warning.willFail')
    default:
      return t('simulation.warning.nothingReceived')
  }
}
