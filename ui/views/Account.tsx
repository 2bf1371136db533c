import { type CSSProperties, useEffect } from 'react'
import type { Contribution } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { Avatar } from '../kit/Avatar.js'
import { Figure } from '../kit/Figure.js'
import { CopyButton } from '../kit/CopyButton.js'
import { formatAddress } from '../../services/format/formatAddress.js'
import { Icon } from '../kit/Icon.js'
import { ListButton } from '../kit/ListButton.js'
import { Spinner } from '../kit/Spinner.js'
import { useNetworkImage } from '../kit/useNetworkImage.js'
import { useProxyState } from '../kit/useProxyState.js'
import { ContributionLabel } from '../kit/useContributionText.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useViewTitle } from '../kit/useViewTitle.js'
import { WalletImage } from '../kit/WalletImage.js'
import catalogs from '../messages?catalogs'
import { AccountTabs } from './AccountTabs.js'
import { actionColumns } from './actionColumns.js'
import { useDecidedEntries } from './useDecidedEntries.js'

type AccountTab = Extract<Contribution, { kind: 'accountTab' }>

/**
 * The Account view: who is connected (the address or name, the email or social login an
 * embedded wallet opens with), balance, network, explorer, the features' actions and tabs.
 * Disconnect stays in view at the foot of the modal however far the view scrolls.
 */
export default function Account() {
  const t = useTextMessages(catalogs)
  useViewTitle(t('account.title'))
  const airlock = useAirlockInstance()
  useProxyState(airlock.plugins.state)
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[chain.activeNamespace]
  const network = airlock.chain.networkById(chain.activeCaipNetworkId)
  const networkImage = useNetworkImage()
  const actions = useDecidedEntries(airlock.plugins.contributions('accountAction'), account)
  const columns = actionColumns(actions.length)
  const lastRow = actions.length % columns
  const identities = airlock.plugins.contributions('accountIdentity')
  // Tokens and NFTs come from the API; features add their tabs (Activity) after them.
  const coreTabs: AccountTab[] = airlock.api.configured
    ? [
        { kind: 'accountTab', id: 'tokens', label: t('tokens.tab'), view: 'AccountTokens' },
        { kind: 'accountTab', id: 'nfts', label: t('nfts.tab'), view: 'AccountNfts' },
      ]
    : []
  const tabs = [...coreTabs, ...useDecidedEntries(airlock.plugins.contributions('accountTab'), account)]
  const address = account?.status === 'connected' ? account.address : undefined

  useEffect(() => {
    if (address) void airlock.connection().then((connection) => connection.refreshBalance())
  }, [airlock, address, chain.activeCaipNetworkId])

  if (!account || !address) return <p className="airlock-muted">{t('account.none')}</p>
  // The email an embedded wallet opens with, unless a sign-in row already names it.
  const email = account.user?.email
  const showEmail = email && !identities.some((item) => item.label.includes(email))
  const open = (item: Contribution) => (airlock.router.push as (view: string, data?: unknown) => void)(item.view, item.data)

  async function disconnect() {
    await airlock.disconnect()
    airlock.close()
  }

  return (
    <div className="airlock-stack">
      <div className="airlock-center airlock-account-head">
        <Avatar address={address} image={account.profileImage} />
        <div className="airlock-row">
          <strong title={address}>{account.profileName ? <bdi>{account.profileName}</bdi> : <Figure>{formatAddress(address)}</Figure>}</strong>
          <CopyButton value={address} label={t('account.copyAddress')} copiedLabel={t('account.addressCopied')} />
        </div>
        {showEmail && (
          <p className="airlock-account-detail" data-testid="account-email">
            <Icon name="mail" size={16} />
            <Figure>{email}</Figure>
          </p>
        )}
        {identities.map((item) => (
          <button key={item.id} type="button" className="airlock-account-detail airlock-account-identity" onClick={() => open(item)}>
            {item.icon && <Icon name={item.icon} size={20} />}
            <span>
              <ContributionLabel contribution={item} />
            </span>
            <Icon name="chevron" size={16} />
          </button>
        ))}
        {account.balanceLoading && account.balance === undefined ? (
          <Spinner label={t('account.loadingBalance')} />
        ) : account.balance !== undefined ? (
          <p className="airlock-balance">
            <Figure data-testid="account-balance">
              {account.balance} {account.balanceSymbol}
            </Figure>
          </p>
        ) : (
          account.lastRetry !== undefined && <p className="airlock-muted">{t('account.balanceUnavailable')}</p>
        )}
        {account.addressExplorerUrl && (
          <a className="airlock-link" href={account.addressExplorerUrl} target="_blank" rel="noreferrer noopener">
            {t('account.explorer')} <Icon name="external" size={14} />
          </a>
        )}
      </div>
      {chain.unsupportedCaipNetworkId ? (
        <ListButton icon="alert" label={t('account.unsupportedNetwork')} tag={t('account.switch')} onClick={() => airlock.router.push('UnsupportedChain')} />
      ) : (
        <ListButton
          icon="network"
          media={network && <WalletImage name={network.name} src={networkImage(network)} size={40} />}
          label={network?.name ?? chain.activeCaipNetworkId}
          tag={t('account.switch')}
          aria-label={t('account.network', { network: network?.name ?? chain.activeCaipNetworkId })}
          onClick={() => airlock.router.push('Networks')}
        />
      )}
      {actions.length > 0 && (
        // The rows share the tiles evenly (actionColumns) at one height, the last row centered:
        // each tile spans two half-columns, so a shorter last row starts half a tile in per gap.
        <div className="airlock-actions" style={{ '--airlock-action-tracks': 2 * columns } as CSSProperties}>
          {actions.map((action, index) => (
            <button
              key={action.id}
              type="button"
              className="airlock-action"
              style={lastRow > 0 && index === actions.length - lastRow ? { gridColumnStart: columns - lastRow + 1 } : undefined}
              onPointerEnter={() => {
                airlock.plugins.prefetchView(action.view)
                action.prefetch?.(airlock)
              }}
              onClick={() => open(action)}
            >
              {action.icon && <Icon name={action.icon} />}
              <ContributionLabel contribution={action} />
            </button>
          ))}
        </div>
      )}
      {tabs.length > 0 && (
        <AccountTabs
          tabs={tabs}
          current={account.currentTab}
          onSelect={(index) => airlock.chain.setAccount(chain.activeNamespace, { currentTab: index })}
        />
      )}
      <div className="airlock-account-foot">
        <button type="button" className="airlock-secondary" onClick={() => void disconnect()}>
          <Icon name="disconnect" /> {t('account.disconnect')}
        </button>
      </div>
    </div>
  )
}
