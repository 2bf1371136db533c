import { fetchNfts, formatAddress, formatAmount, loadTokenBalances } from 'airlock/kit'
import { Figure, FullAddress, Spinner, useAirlockInstance, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useEffect, useState } from 'react'
import { describeEmailError } from '../describeEmailError.js'
import catalogs from '../messages?catalogs'

type AccountType = 'eoa' | 'smartAccount'

/**
 * Switches the embedded wallet's eip155 account (SPEC §7 set preferred account). The other
 * account has an address of its own, so first it says so: that address, and that what the
 * person holds stays where it is until they move it (all of it on this network: the coin,
 * every token and the NFTs, as Account's tabs list them), with a way to move it there first
 * (Send, filled in with that address). Once switched it goes back to Account, which shows
 * the new address. A failure is shown here, and the account stays as it was (SPEC §4).
 */
export default function AccountTypeSwitch() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.accountType.title'))
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts.eip155
  const { type } = (airlock.router.state.data ?? { type: 'smartAccount' }) as { type: AccountType }
  const [other, setOther] = useState<string>()
  // Everything the account holds on this network, as the Tokens and NFTs tabs list it; undefined
  // when it could not be read (then the sentence names none), null until it is.
  const [held, setHeld] = useState<string[] | undefined | null>(null)
  const [switching, setSwitching] = useState(false)
  const [error, setError] = useState<string>()
  const fail = (failure: unknown) => setError(describeEmailError(failure, airlock.i18n))

  // The address the person would move to: the smart account's (read without switching), or the regular one.
  useEffect(() => {
    let live = true
    void email
      .embedded()
      .then(async (embedded) => (type === 'smartAccount' ? (await embedded.smartAccount()).address : embedded.user()?.eoaAddress))
      .then((address) => live && setOther(address ?? ''), (failure: unknown) => live && fail(failure))
    return () => {
      live = false
    }
  }, [airlock, email, type])

  useEffect(() => {
    let live = true
    const caipAddress = account?.caipAddress
    const { locale } = airlock.i18n
    void Promise.all([loadTokenBalances(airlock, 'eip155'), caipAddress ? fetchNfts(airlock.api, caipAddress) : []]).then(
      ([tokens, nfts]) => {
        const amounts = tokens.filter((token) => Number(token.quantity.numeric) > 0).map((token) => `\u2068${formatAmount(token.quantity.numeric, 3, locale)} ${token.symbol}\u2069`)
        if (live) setHeld([...amounts, ...(nfts.length ? [t('email.accountType.nfts', { count: nfts.length })] : [])])
      },
      (failure: unknown) => {
        airlock.logger.warn('What the account holds could not be read', failure)
        if (live) setHeld(undefined)
      },
    )
    return () => {
      live = false
    }
  }, [airlock, account?.caipAddress, t])

  async function switchNow() {
    setSwitching(true)
    try {
      await (await email.embedded()).setPreferredAccount(type)
      airlock.router.goBack()
    } catch (failure) {
      fail(failure)
    } finally {
      setSwitching(false)
    }
  }

  async function moveFunds() {
    const send = await airlock.plugins.api('send')
    send.reset()
    send.setReceiver(other!)
    airlock.router.push('Send')
  }

  if (error) {
    return (
      <div className="airlock-stack">
        <p className="airlock-error-text" role="alert">
          {error}
        </p>
        <button type="button" className="airlock-secondary" onClick={() => airlock.router.goBack()}>
          {t('email.accountType.back')}
        </button>
      </div>
    )
  }
  if (switching || other === undefined || held === null) {
    return <Spinner label={t(switching ? (type === 'smartAccount' ? 'email.accountType.toSmart' : 'email.accountType.toRegular') : 'email.accountType.reading')} />
  }
  const here = account?.address && formatAddress(account.address)
  const network = airlock.chain.networkById(chain.activeCaipNetworkId)?.name ?? ''
  // The shortened address never breaks at its ellipsis.
  const unbroken = here && <Figure style={{ whiteSpace: 'nowrap' }}>{here}</Figure>
  const funds =
    held === undefined
      ? t.rich('email.accountType.fundsStay', { address: unbroken })
      : held.length
        ? t.rich('email.accountType.fundsHeld', { network, address: unbroken, holdings: new Intl.ListFormat(airlock.i18n.locale, { type: 'conjunction' }).format(held) })
        : t.rich('email.accountType.fundsNone', { network, address: unbroken })
  const canSend = Boolean(other) && airlock.plugins.providerOf('Send') !== undefined
  return (
    <div className="airlock-stack" data-testid="account-type-switch">
      <p>{t(type === 'smartAccount' ? 'email.accountType.smartAddress' : 'email.accountType.regularAddress')}</p>
      {other && <FullAddress value={other} data-testid="account-type-other" />}
      <p className="airlock-muted" data-testid="account-type-funds">
        {funds}
      </p>
      <button type="button" className="airlock-primary" onClick={() => void switchNow()}>
        {t(type === 'smartAccount' ? 'email.accountType.useSmart' : 'email.accountType.useRegular')}
      </button>
      {canSend && (
        <button type="button" className="airlock-secondary" onClick={() => void moveFunds()}>
          {t('email.accountType.moveFunds')}
        </button>
      )}
    </div>
  )
}
