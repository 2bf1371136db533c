import type { ReactNode } from 'react'
import type { Network } from '../../../chains/networks/Network.js'
import type { SimulatedAllowance, SimulatedRevert, SimulationWarning } from '../../../services/simulation/Simulation.js'
import { formatTokenAmount } from '../../../services/format/formatTokenAmount.js'
import { AddressName } from '../names/AddressName.js'
import type { Messages, Translate } from '../useMessages.js'

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

/** Who an allowance or a warning names, as the person knows it: `Uniswap V2`, its address a press away. */
const party = (address: string, network: Network | undefined) => <AddressName address={address} network={network} inSentence />

/** The sentence an allowance reads as: "Lets {spender} spend {amount} {token} until {deadline}", and its kin. */
export function allowanceText(t: Messages, allowance: SimulatedAllowance, locale: string, network?: Network): ReactNode {
  const spender = party(allowance.spender, network)
  const token = allowance.asset.symbol
  const deadline = allowance.deadline === undefined ? undefined : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(allowance.deadline * 1000)
  if (allowance.revoked) return t.rich('simulation.revoke', { spender, token })
  if (allowance.kind === 'operator') return t.rich('simulation.operator', { spender, token })
  if (allowance.kind === 'nft') return t.rich('simulation.nftApproval', { spender, token, tokenId: allowance.tokenId ?? '' })
  if (allowance.unlimited) return deadline ? t.rich('simulation.allowanceUnlimitedUntil', { spender, token, deadline }) : t.rich('simulation.allowanceUnlimited', { spender, token })
  const amount = amountText(allowance.amount ?? '0', allowance.asset.decimals, locale)
  if (allowance.via === 'permit2Transfer' && deadline) return t.rich('simulation.transferOnce', { spender, amount, token, deadline })
  return deadline ? t.rich('simulation.allowanceUntil', { spender, amount, token, deadline }) : t.rich('simulation.allowance', { spender, amount, token })
}

/** A warning's sentence. */
export function warningText(t: Messages, warning: SimulationWarning, network?: Network): ReactNode {
  switch (warning.code) {
    case 'unlimitedAllowance':
      return t.rich('simulation.warning.unlimitedAllowance', { spender: party(warning.spender, network), symbol: warning.symbol })
    case 'collectionOperator':
      return t.rich('simulation.warning.collectionOperator', { operator: party(warning.operator, network), symbol: warning.symbol })
    case 'unknownContractReceiver':
      return t.rich('simulation.warning.unknownContractReceiver', { receiver: party(warning.receiver, network) })
    case 'willFail':
      return t('simulation.warning.willFail')
    default:
      return t('simulation.warning.nothingReceived')
  }
}
