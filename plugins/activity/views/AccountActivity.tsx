import { useEffect } from 'react'
import { formatAddress } from 'airlock/kit'
import { EmptyState, Spinner, StyleSheet, useAddressNames, useAirlockInstance, useMessages, usePluginApi, useProxyState } from 'airlock/react/kit'
import { activityStyles } from '../activityStyles.js'
import catalogs from '../messages?catalogs'
import { ActivityItem } from './ActivityItem.js'

/** A month of the list as a heading, `November 2026` in English: the UTC month the grouping used. */
const monthHeading = (locale: string, year: number, month: number) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month, 1))

/** The Activity tab: the account's transactions by month, newest first, with more on demand. */
export default function AccountActivity() {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const { locale } = airlock.i18n
  const controller = usePluginApi('activity')
  const state = useProxyState(controller.state)
  const chain = useProxyState(airlock.chain.state)
  const caipAddress = chain.accounts[chain.activeNamespace]?.caipAddress
  // Counterparts by the names people know them by: chosen, a known contract's, registered.
  const names = useAddressNames(
    state.transactions.flatMap((transaction) => [transaction.metadata.sentFrom, transaction.metadata.sentTo, ...(transaction.approvals ?? []).map((approval) => approval.spender)]),
    airlock.chain.networkById(chain.activeCaipNetworkId),
  )

  useEffect(() => {
    if (!caipAddress) return
    controller.reset()
    void controller.fetchTransactions(caipAddress)
  }, [controller, caipAddress])

  if (state.error) return <p className="airlock-error-text">{t(state.error)}</p>
  if (state.loading && state.transactions.length === 0) return <Spinner label={t('activity.loading')} />
  if (state.empty) return <EmptyState icon="activity">{t('activity.empty')}</EmptyState>

  const years = Object.keys(state.transactionsByYear).map(Number).sort((a, b) => b - a)
  return (
    <div className="airlock-stack">
      <StyleSheet id="airlock-activity" css={activityStyles} />
      {years.flatMap((year) =>
        Object.keys(state.transactionsByYear[year]!)
          .map(Number)
          .sort((a, b) => b - a)
          .map((month) => ({ month, heading: monthHeading(locale, year, month) }))
          .map(({ month, heading }) => (
            <section key={`${year}-${month}`} aria-label={heading}>
              <h3 className="airlock-section-label">{heading}</h3>
              <ul className="airlock-activity" aria-label={t('activity.month', { month: heading })}>
                {state.transactionsByYear[year]![month]!.map((transaction) => (
                  <ActivityItem key={transaction.id} transaction={transaction} formatCounterpart={(address) => names[address.toLowerCase()]?.name ?? formatAddress(address)} />
                ))}
              </ul>
            </section>
          )),
      )}
      {state.next && (
        <button type="button" className="airlock-secondary" disabled={state.loading} onClick={() => void controller.fetchTransactions(caipAddress)}>
          {state.loading ? t('activity.loadingMore') : t('activity.more')}
        </button>
      )}
    </div>
  )
}
