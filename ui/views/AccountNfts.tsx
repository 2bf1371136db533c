import { useCallback, useEffect, useState } from 'react'
import { fetchNfts, type Nft } from '../../services/account/fetchNfts.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { EmptyState } from '../kit/EmptyState.js'
import { Spinner } from '../kit/Spinner.js'
import { useBusEvent } from '../kit/useBusEvent.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { useProxyState } from '../kit/useProxyState.js'
import catalogs from '../messages?catalogs'

/** The Account view's NFTs tab: the account's ERC-721 tokens with their images. */
export default function AccountNfts() {
  const airlock = useAirlockInstance()
  const t = useTextMessages(catalogs)
  const chain = useProxyState(airlock.chain.state)
  const caipAddress = chain.accounts[chain.activeNamespace]?.caipAddress
  // What was read, for the account it was read for: another account's NFTs never show under this one.
  const [read, setState] = useState<{ status: 'ready' | 'failed'; nfts: Nft[]; for: string | undefined }>()
  const state = read && read.for === caipAddress ? read : { status: 'loading' as const, nfts: [] }

  const load = useCallback(() => {
    if (!caipAddress) return
    fetchNfts(airlock.api, caipAddress).then(
      (nfts) => setState({ status: 'ready', nfts, for: caipAddress }),
      (error: unknown) => {
        airlock.logger.warn('NFTs could not be loaded', error)
        setState((previous) => ({ nfts: previous?.for === caipAddress ? previous.nfts : [], status: 'failed', for: caipAddress }))
      },
    )
  }, [airlock, caipAddress])

  useEffect(load, [load])
  useBusEvent('account:activity', (change) => {
    if (change.caipAddress === caipAddress) load()
  })

  if (state.status === 'failed') return <p className="airlock-error-text">{t('nfts.unavailable')}</p>
  if (state.status === 'loading') return <Spinner label={t('nfts.loading')} />
  if (state.nfts.length === 0) return <EmptyState icon="star">{t('nfts.empty')}</EmptyState>
  return (
    <ul className="airlock-nft-grid" aria-label={t('nfts.list')}>
      {state.nfts.map((nft) => (
        <li key={nft.id} className="airlock-nft">
          {nft.imageUrl ? <img src={nft.imageUrl} alt={nft.name} width={148} height={148} /> : <span className="airlock-nft-blank" aria-hidden="true" />}
          <strong>{nft.name}</strong>
          {nft.collection && <span className="airlock-muted">{nft.collection.name}</span>}
        </li>
      ))}
    </ul>
  )
}
