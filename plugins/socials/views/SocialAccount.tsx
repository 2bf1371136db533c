import { ListButton, useAirlockInstance, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useEffect } from 'react'
import { socialName } from '../manifest.js'
import type { SocialOption, SocialProvider } from '../socialProviders.js'
import { socialTexts as t } from '../socialTexts.js'
import { LinkEmailForm } from './LinkEmailForm.js'

const POPUP_FEATURES = 'popup,width=500,height=640'
const nameOf = (provider: string) => (provider === 'email' ? t.email : socialName(provider as SocialOption))

/**
 * Who the embedded wallet was opened as (SPEC §3 provider and userName), and account
 * linking: every way into this wallet, another social login to link (each then opens the
 * same wallet), and unlinking one, never the last.
 */
export default function SocialAccount() {
  const airlock = useAirlockInstance()
  const socials = usePluginApi('socials')
  const state = useProxyState(socials.state)
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[chain.activeNamespace]
  useViewTitle(account?.socialProvider ? t.accountTitle : t.loginsTitle)
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
          <dt className="airlock-section-label">{t.accountTitle}</dt>
          <dd>{socialName(account.socialProvider)}</dd>
          {account.user?.username && (
            <>
              <dt className="airlock-section-label">Name</dt>
              <dd data-testid="social-username">{account.user.username}</dd>
            </>
          )}
        </dl>
      )}
      {logins && (
        <section className="airlock-stack" aria-label={t.loginsTitle}>
          <h3 className="airlock-section-label">{t.loginsTitle}</h3>
          {ways.map((way) => (
            <ListButton
              key={way.provider}
              label={`${nameOf(way.provider)}${way.userName ? ` · ${way.userName}` : ''}`}
              tag={t.unlink(nameOf(way.provider))}
              aria-label={t.unlink(nameOf(way.provider))}
              disabled={state.linking}
              onClick={() => void socials.unlink(way.provider)}
            />
          ))}
          {linkable.length > 0 && <h3 className="airlock-section-label">{t.linkTitle}</h3>}
          {linkable.map((provider) => (
            <ListButton
              key={provider}
              label={t.link(socialName(provider))}
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
