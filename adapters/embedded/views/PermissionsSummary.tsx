import type { PermissionRequest } from 'airlock/kit'
import { formatAddress, FullAddress, PermissionDetails, useAirlockInstance, useMessages } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import type { ApprovalSummary } from '../protocol/approvalSummarySchema.js'
import { Row } from './ApprovalRow.js'

type Summary<K extends ApprovalSummary['kind']> = Extract<ApprovalSummary, { kind: K }>

/** A `wallet_grantPermissions` approval: the app, the account, the upgrade it costs, then each permission. */
export function PermissionsSummary({ summary }: { summary: Summary<'permissions'> }) {
  const t = useMessages(catalogs)
  const network = useAirlockInstance().chain.networkById(summary.chainId as never)
  const { upgrade } = summary
  return (
    <>
      <dl className="airlock-approval-card" data-testid="approval-permissions">
        <Row label={t('embedded.approval.app')}>{summary.app}</Row>
        {network && <Row label={t('embedded.approval.network')}>{network.name}</Row>}
        <Row label={t('embedded.approval.account')}>{formatAddress(summary.address)}</Row>
        <Row label={t('embedded.approval.accountUpgrade')}>
          {upgrade ? (
            <span data-testid="approval-permissions-upgrade">
              {t('embedded.approval.permissionsUpgrade', { contract: upgrade.contract })}
              {upgrade.replaces && ` ${t('embedded.approval.permissionsReplaces', { contract: upgrade.replaces })}`}
            </span>
          ) : t('embedded.approval.permissionsNoUpgrade')}
        </Row>
        <Row label={t('embedded.approval.cost')}>{upgrade ? t('embedded.approval.permissionsUpgradeFee') : t('embedded.approval.permissionsFree')}</Row>
      </dl>
      {summary.grants.map((grant, index) => (
        <div key={index} className="airlock-approval-card">
          <PermissionDetails request={grant.request as unknown as PermissionRequest} token={grant.token} />
        </div>
      ))}
      <p className="airlock-approval-note">{t('embedded.approval.permissionsNote')}</p>
    </>
  )
}

/** A `wallet_revokePermissions` approval: whose grant ends, and what it costs. */
export function RevokeSummary({ summary }: { summary: Summary<'revokePermissions'> }) {
  const t = useMessages(catalogs)
  return (
    <>
      <dl className="airlock-approval-card" data-testid="approval-revoke">
        {summary.app && <Row label={t('embedded.approval.app')}>{summary.app}</Row>}
        <Row label={t('embedded.approval.account')}>{formatAddress(summary.address)}</Row>
        <Row label={t('embedded.approval.revoke')}>{t('embedded.approval.revokeEffect')}</Row>
        <Row label={t('embedded.approval.cost')}>{t('embedded.approval.revokeFee')}</Row>
        {!summary.grant && <Row label={t('embedded.approval.appAccount')}><FullAddress value={summary.delegate} /></Row>}
      </dl>
      {summary.grant && (
        <div className="airlock-approval-card">
          <PermissionDetails request={summary.grant.request as unknown as PermissionRequest} token={summary.grant.token} />
        </div>
      )}
    </>
  )
}
