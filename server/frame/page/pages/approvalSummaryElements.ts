import type { ApprovalSummary } from '../../../../adapters/embedded/protocol/approvalSummarySchema.js'
import { formatBalance } from '../../../../services/format/formatBalance.js'
import * as evmNetworks from '../../../../chains/networks/evmNetworks.js'
import { el } from '../el.js'
import type { PermissionRequest } from '../../../../services/permissions/PermissionRequest.js'

type Translate = (id: string, values?: Record<string, unknown>) => string

// The networks Airlock knows, by CAIP-2 id: their names and coins, for what a request sends.
const networks = new Map(Object.values(evmNetworks).map((network) => [network.caipNetworkId as string, network]))

/** A base-unit amount in whole units, every decimal kept (an approval shows exactly what is signed). */
const units = (value: string, decimals: number, locale: string) => (/^\d+$/.test(value) ? formatBalance(BigInt(value), decimals, 'all', locale) : value)

const row = (label: string, value: string) => [el('dt', {}, label), el('dd', {}, value)]

/** One permission in a line: what it may spend per period (or call), until when. */
function permissionWords(request: PermissionRequest, token: { symbol: string; decimals: number } | undefined, coin: { symbol: string; decimals: number } | undefined, t: Translate, locale: string): string {
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(request.expiry * 1000)
  const { permission } = request
  if (permission.type === 'contract-call') return t('frame.approve.permissionCalls', { contracts: permission.data.contracts.join(', '), functions: permission.data.functions.join(', '), until })
  const unit = permission.type === 'native-token-periodic' ? (coin ?? { symbol: 'ETH', decimals: 18 }) : (token ?? { symbol: permission.data.tokenAddress, decimals: 0 })
  return t('frame.approve.permissionSpend', { amount: `${units(BigInt(permission.data.periodAmount).toString(), unit.decimals, locale)} ${unit.symbol}`, seconds: permission.data.periodDuration, until })
}

/**
 * What the wallet decoded of a request that signs or moves assets (a transaction, a batch,
 * typed data such as a permit, a message), as the approve page shows it above its button:
 * each transfer's receiver and amount, a token transfer, a contract call, a Solana transfer,
 * typed data's type and app, a message's words (as text when they are text).
 */
export function approvalSummaryElements(summary: ApprovalSummary, t: Translate, locale: string): HTMLElement[] {
  const rows: HTMLElement[] = []
  // A message moves nothing itself, but may sign the person in elsewhere: its words come from the wallet too.
  if (summary.kind === 'message') {
    rows.push(...row(t('frame.approve.message'), summary.text ?? summary.raw))
  } else if (summary.kind === 'evmTransactions') {
    const network = networks.get(summary.chainId)
    rows.push(...row(t('frame.approve.network'), network?.name ?? summary.chainId))
    for (const transaction of summary.transactions) {
      const transfer = transaction.erc20Transfer
      if (transfer) {
        rows.push(...row(t('frame.approve.tokenTransfer'), t('frame.approve.tokenAmount', { amount: transfer.amount, token: transfer.token })), ...row(t('frame.approve.to'), transfer.to))
        continue
      }
      const amount = units(transaction.value, network?.nativeCurrency.decimals ?? 18, locale)
      rows.push(...row(t('frame.approve.to'), transaction.to ?? t('frame.approve.newContract')))
      rows.push(...row(t('frame.approve.value'), network ? `${amount} ${network.nativeCurrency.symbol}` : t('frame.approve.nativeAmount', { amount })))
      if (transaction.data && transaction.data !== '0x') rows.push(...row(t('frame.approve.contractCall'), `${transaction.data.slice(0, 10)}…`))
    }
  } else if (summary.kind === 'solanaTransactions') {
    for (const { instructions } of summary.transactions) {
      for (const instruction of instructions) {
        if (instruction.kind === 'systemTransfer') rows.push(...row(t('frame.approve.value'), `${units(instruction.lamports ?? '0', 9, locale)} SOL`), ...row(t('frame.approve.to'), instruction.to ?? ''))
        else rows.push(...row(t('frame.approve.program'), instruction.programId))
      }
    }
  } else if (summary.kind === 'typedData') {
    const app = typeof summary.domain.name === 'string' ? summary.domain.name : String(summary.domain.verifyingContract ?? '')
    rows.push(...row(t('frame.approve.typedData'), t('frame.approve.typedDataOf', { type: summary.primaryType, app })))
  } else if (summary.kind === 'permissions') {
    const network = networks.get(summary.chainId)
    rows.push(...row(t('frame.approve.app'), summary.app), ...row(t('frame.approve.network'), network?.name ?? summary.chainId))
    for (const { request, token } of summary.grants) rows.push(...row(t('frame.approve.permission'), permissionWords(request as never, token, network?.nativeCurrency, t, locale)))
    if (summary.upgrade) rows.push(...row(t('frame.approve.upgrade'), t('frame.approve.upgradeTo', { contract: summary.upgrade.contract })))
  } else if (summary.kind === 'revokePermissions') {
    rows.push(...row(t('frame.approve.revoke'), summary.app ?? summary.delegate))
  } else {
    rows.push(...row(t('frame.approve.method'), summary.method))
  }
  return [el('h1', {}, t('frame.approve.summary')), el('dl', { class: 'summary' }, ...rows)]
}
