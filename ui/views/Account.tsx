import { useAirlockInstance } from '../AirlockReactContext.js'
import { formatAddress } from '../components/formatAddress.js'
import { Icon } from '../components/Icon.js'
import { useAccount } from '../hooks/useAccount.js'
import { useProxyState } from '../hooks/useProxyState.js'
import { useViewTitle } from '../modal/useViewTitle.js'
import { AccountTabs } from './AccountTabs.js'

/** The Account view: who is connected, the features' actions and tabs, and disconnect. */
export default function Account() {
  useViewTitle('Account')
  const airlock = useAirlockInstance()
  useProxyState(airlock.plugins.state)
  const account = useAccount()
  const chain = useProxyState(airlock.chain.state)
  const actions = airlock.plugins.contributions('accountAction')
  const tabs = airlock.plugins.contributions('accountTab')
  const currentTab = chain.accounts[chain.activeNamespace]?.currentTab ?? 0

  if (!account.address) return <p className="airlock-muted">No account is connected.</p>

  return (
    <div className="airlock-stack">
      <div className="airlock-center">
        <strong>{account.profileName ?? formatAddress(account.address)}</strong>
        {account.balance !== undefined && (
          <span className="airlock-muted">
            {account.balance} {account.balanceSymbol}
          </span>
        )}
      </div>
      {actions.length > 0 && (
        <div className="airlock-actions">
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              className="airlock-action"
              onPointerEnter={() => airlock.plugins.prefetchView(action.view)}
              onClick={() => (airlock.router.push as (view: string, data?: unknown) => void)(action.view, action.data)}
            >
              {action.icon && <Icon name={action.icon} />}
              {action.label}
            </button>
          ))}
        </div>
      )}
      {tabs.length > 0 && (
        <AccountTabs
          tabs={tabs}
          current={currentTab}
          onSelect={(index) => airlock.chain.setAccount(chain.activeNamespace, { currentTab: index })}
        />
      )}
      <button type="button" className="airlock-secondary" onClick={() => airlock.disconnect()}>
        <Icon name="disconnect" /> Disconnect
      </button>
    </div>
  )
}
