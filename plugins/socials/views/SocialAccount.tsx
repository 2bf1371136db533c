import { useAirlockInstance, useProxyState, useViewTitle } from 'airlock/react/kit'
import { socialName } from '../manifest.js'
import { socialTexts as t } from '../socialTexts.js'

/** Who the embedded wallet was opened as: the provider and the name it gave (SPEC §3 userName). */
export default function SocialAccount() {
  useViewTitle(t.accountTitle)
  const airlock = useAirlockInstance()
  const chain = useProxyState(airlock.chain.state)
  const account = chain.accounts[chain.activeNamespace]
  if (!account?.socialProvider) return null
  return (
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
  )
}
