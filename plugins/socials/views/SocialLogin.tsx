import type { ViewRegistry } from 'airlock/kit'
import type { ViewProps } from 'airlock/react'
import { Spinner, useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { useEffect, useRef } from 'react'
import { socialName } from '../details.js'
import catalogs from '../messages?catalogs'

/** The popup's size on a desktop; on a phone the login takes the whole page instead. */
const POPUP_FEATURES = 'popup,width=500,height=640'

/**
 * A social login under way: the popup opened at once, while the click still counts as the
 * person's (SPEC §3 socialWindow); a full-page redirect when the browser blocks it or on a
 * phone. Leaving the view stops the wait and closes the popup.
 */
export default function SocialLogin({ data }: ViewProps<ViewRegistry['SocialLogin']>) {
  const name = socialName(data.provider)
  const t = useMessages(catalogs)
  useViewTitle(t('socials.continueWith', { name }))
  const airlock = useAirlockInstance()
  const socials = usePluginApi('socials')
  const state = useProxyState(socials.state)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    // A full-page login coming back is already being finished by the controller.
    if (socials.state.step === 'connecting') return
    const popup = airlock.isMobile() ? null : window.open('', 'airlock-social', POPUP_FEATURES)
    void socials.signIn(data.provider, popup)
  }, [airlock, socials, data.provider])
  useEffect(() => () => socials.cancel(), [socials])

  const text = state.step === 'connecting' ? t('socials.connecting') : state.step === 'redirecting' ? t('socials.redirecting', { name }) : t('socials.waiting', { name })
  useAnnouncement(text)
  return (
    <div className="airlock-stack airlock-center">
      <Spinner label={text} />
      <p>{text}</p>
      {state.step === 'waiting' && <p className="airlock-muted">{t('socials.waitingHint')}</p>}
    </div>
  )
}
