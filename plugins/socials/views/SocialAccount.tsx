import { ListButton, useAirlockInstance, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useEffect } from 'react'
import { socialName } from '../details.js'
import type { SocialOption, SocialProvider } from '../socialProviders.js'
import catalogs from '../messages?catalogs'
import { LinkEmailForm } from './LinkEmailForm.js'

const POPUP_FEATURES = 'popup,width=500,height=640'

/**
 * Who the embedded wallet was opened as (SPEC §3 provider and userName), and account
 * linking: every way into this wallet, another social login to link (each then opens the
 * same wallet), and unlinking one, never the last.
 */
export default function SocialAccount() {
  const t = useMessages(catalogs)
  const nameOf = (provider: string) => (provider === 'email' ? t('socials.email') : socialName(provider as SocialOption))
  const airlock = useAirlockInstance()
  const socials = usePluginApi('socials')
  const state = useProxyState(socials.state)
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[chain.activeNamespace]
  useViewTitle(account?.socialProvider ? t('socials.account.title') : t('socials.logins.title'))
  useEffect(() => void socials.loadLogins(), [socials])
  useEffect(() => () => socials.cancel(), [socials])
  if (!account) return null

  const logins = state.logins
  const ways = logins ? [...(logins.email ? [{ provider: 'email', userName: logins.email }] : []), ...logins.logins] : []
  const linkable = socials.options().filter((option): option is SocialProvider => option !== 'farcaster' && !ways.some((way) => way.provider === option))
  return (
    <div className="airlock-stack">
      {account.socialProvider && (
        <dl className="airlock-stack">
          <dt className="airlock-section-label">{t('socials.account.title')}</dt>
          <dd>{socialName(account.socialProvider)}</dd>
          {account.user?.username && (
            <>
              <dt className="airlock-section-label">{t('socials.account.name')}</dt>
              <dd data-testid="social-username">{account.user.username}</dd>
            </>
          )}
        </dl>
      )}
      {logins && (
        <section className="airlock-stack" aria-label={t('socials.logins.title')}>
          <h3 className="airlock-section-label">{t('socials.logins.title')}</h3>
          {ways.map((way) => (
            <ListButton
              key={way.provider}
              label={`${nameOf(way.provider)}${way.userName ? ` · ${way.userName}` : ''}`}
              tag={t('socials.logins.unlink', { name: nameOf(way.provider) })}
              aria-label={t('socials.logins.unlink', { name: nameOf(way.provider) })}
              disabled={state.linking}
              onClick={() => void socials.unlink(way.provider)}
            />
          ))}
          {linkable.length > 0 && <h3 className="airlock-section-label">{t('socials.logins.linkTitle')}</h3>}
          {linkable.map((provider) => (
            <ListButton
              key={provider}
              label={t('socials.logins.link', { name: socialName(provider) })}
              disabled={state.linking}
              onClick={() => void socials.link(provider, window.open('', 'airlock-social', POPUP_FEATURES))}
            />
          ))}
          {!logins.email && <LinkEmailForm />}
        </section>
      )}
      {state.linkError && (
        <p className="airlock-error-text" role="alert">
          {state.linkError}
        </p>
      )}
    </div>
  )
}
