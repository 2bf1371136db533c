import { useEffect } from 'react'
import { formatAddress } from 'airlock'
import { EmptyState, Spinner, useAirlockInstance, usePluginApi, useProxyState } from 'airlock/react/kit'
import { useCounterpartNames } from '../useCounterpartNames.js'
import { ActivityItem } from './ActivityItem.js'

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** The Activity tab: the account's transactions by month, newest first, with more on demand. */
export default function AccountActivity() {
  const airlock = useAirlockInstance()
  const controller = usePluginApi('activity')
  const state = useProxyState(controller.state)
  const chain = useProxyState(airlock.chain.state)
  const caipAddress = chain.accounts[chain.activeNamespace]?.caipAddress
  const names = useCounterpartNames(state.transactions.flatMap((transaction) => [transaction.metadata.sentFrom, transaction.metadata.sentTo]))

  useEffect(() => {
    if (!caipAddress) return
    controller.reset()
    void controller.fetchTransactions(caipAddress)
  }, [controller, caipAddress])

  if (state.error) return <p className="airlock-error-text">{state.error}</p>
  if (state.loading && state.transactions.length === 0) return <Spinner label="Loading activity" />
  if (state.empty) return <EmptyState icon="activity">No activity yet. Transfers to and from this account show here.</EmptyState>

  const years = Object.keys(state.transactionsByYear).map(Number).sort((a, b) => b - a)
  return (
    <div className="airlock-stack">
      {years.flatMap((year) =>
        Object.keys(state.transactionsByYear[year]!)
          .map(Number)
          .sort((a, b) => b - a)
          .map((month) => (
            <section key={`${year}-${month}`} aria-label={`${monthNames[month]} ${year}`}>
              <h3 className="airlock-section-label">
                {monthNames[month]} {year}
              </h3>
              <ul className="airlock-activity" aria-label={`Transactions in ${monthNames[month]} ${year}`}>
                {state.transactionsByYear[year]![month]!.map((transaction) => (
                  <ActivityItem key={transaction.id} transaction={transaction} formatCounterpart={(address) => names[address.toLowerCase()] ?? formatAddress(address)} />
                ))}
              </ul>
            </section>
          )),
      )}
      {state.next && (
        <button type="button" className="airlock-secondary" disabled={state.loading} onClick={() => void controller.fetchTransactions(caipAddress)}>
          {state.loading ? 'Loading…' : 'Show more'}
        </button>
      )}
    </div>
  )
}
