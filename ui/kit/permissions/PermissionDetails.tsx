import type { PermissionGrant, PermissionRequest } from '../../../kit/index.js'
import type { ReactNode } from 'react'
import { formatBalance } from '../../../services/format/formatBalance.js'
import { useAirlockInstance } from '../AirlockReactContext.js'
import { FullAddress } from '../FullAddress.js'
import { StyleSheet } from '../StyleSheet.js'
import { useMessages } from '../useMessages.js'
import catalogs from './messages?catalogs'
import { describePeriod } from './describePeriod.js'
import { permissionStyles } from './permissionStyles.js'

/** Props of {@link PermissionDetails}. */
export interface PermissionDetailsProps {
  /** The ERC-7715 request, as asked or as granted. */
  request: PermissionRequest
  /** An ERC-20 allowance's token, as the wallet read it from the contract. */
  token?: { symbol: string; decimals: number } | undefined
  /** A grant's use, read from the chain (Account's list); absent while it is only asked for. */
  use?: Pick<PermissionGrant, 'allowance' | 'calls'> | undefined
  /** Shows the app's own account (its signer) too; default true. */
  showSigner?: boolean
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="airlock-permission-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * What one permission lets an app do, in words: what it may spend or call, how much per
 * period, to whom, how often, from when until when, and (for a grant) what is used and left
 * this period. The approval of `wallet_grantPermissions` and Account's list of grants show it.
 */
export function PermissionDetails({ request, token, use, showSigner = true }: PermissionDetailsProps) {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const network = airlock.chain.networkById(`eip155:${Number(request.chainId)}` as never)
  const date = (seconds: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(seconds * 1000)
  const { permission } = request
  const unit = permission.type === 'native-token-periodic'
    ? { symbol: network?.nativeCurrency.symbol ?? 'ETH', decimals: network?.nativeCurrency.decimals ?? 18 }
    : permission.type === 'erc20-token-periodic' ? (token ?? { symbol: '', decimals: 0 }) : undefined
  const amount = (value: string | bigint) => unit ? t('permission.amount', { amount: formatBalance(BigInt(value), unit.decimals, 'all', locale), symbol: unit.symbol || t('permission.tokenUnits') }) : ''
  const payees = request.policies?.find((p) => p.type === 'payee')?.data.addresses
  const limit = request.policies?.find((p) => p.type === 'call-limit')?.data.count
  // A start a minute or less ahead is the chain's clock running ahead of this device's, not a later start.
  const now = Math.floor(Date.now() / 1000)
  return (
    <dl className="airlock-permission">
      <StyleSheet id="airlock-permission" css={permissionStyles} />
      {permission.type === 'contract-call' ? (
        <>
          <Row label={t('permission.call')}>
            <ul className="airlock-permission-list">{permission.data.contracts.map((address) => <li key={address}><FullAddress value={address} /></li>)}</ul>
          </Row>
          <Row label={t('permission.functions')}>
            <ul className="airlock-permission-list">{permission.data.functions.map((name) => <li key={name}><code>{name.replace(/^function\s+/, '')}</code></li>)}</ul>
          </Row>
          <Row label={t('permission.value')}>{t('permission.noValue')}</Row>
        </>
      ) : (
        <>
          <Row label={t('permission.spend')}>
            {t('permission.perPeriod', { amount: amount(permission.data.periodAmount), period: t('permission.period', describePeriod(permission.data.periodDuration)) })}
          </Row>
          {permission.type === 'erc20-token-periodic' && (
            <Row label={t('permission.token')}>
              {token && <span>{token.symbol} · </span>}
              <FullAddress value={permission.data.tokenAddress} />
            </Row>
          )}
          <Row label={t('permission.to')}>
            {payees ? <ul className="airlock-permission-list">{payees.map((address) => <li key={address}><FullAddress value={address} /></li>)}</ul> : t('permission.anyone')}
          </Row>
          {permission.type === 'native-token-periodic' && <Row label={t('permission.value')}>{t('permission.plainSends')}</Row>}
        </>
      )}
      {use?.allowance && (
        <>
          <Row label={t('permission.thisPeriod')}>{t('permission.usedLeft', { used: amount(use.allowance.used), left: amount(use.allowance.left) })}</Row>
          <Row label={t('permission.nextPeriod')}>{date(use.allowance.periodEndsAt)}</Row>
        </>
      )}
      {limit !== undefined && <Row label={t('permission.uses')}>{use?.calls ? t('permission.usesMade', { used: use.calls.used, limit }) : t('permission.usesAtMost', { limit })}</Row>}
      {permission.type !== 'contract-call' && permission.data.startTime !== undefined && permission.data.startTime > now + 60 && (
        <Row label={t('permission.starts')}>{date(permission.data.startTime)}</Row>
      )}
      <Row label={t('permission.until')}>{date(request.expiry)}</Row>
      {showSigner && <Row label={t('permission.appAccount')}><FullAddress value={request.signer.data.address} /></Row>}
      {permission.data.justification && <Row label={t('permission.reason')}>{`“${permission.data.justification}”`}</Row>}
    </dl>
  )
}
