import type { ViewRegistry } from 'airlock/kit'
import type { ViewProps } from 'airlock/react'
import { useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useEffect, useState } from 'react'
import catalogs from '../messages?catalogs'
import { PasskeyPageFrame } from './PasskeyPageFrame.js'

const titles = { signin: ['passkeys.login.title', 'passkeys.login.frame'], add: ['passkeys.add.title', 'passkeys.add.frame'], totp: ['passkeys.totp.title', 'passkeys.totp.frame'] } as const
// What the header says once the page has done what it was opened for.
const doneTitles = { add: 'passkeys.added.title', totp: 'passkeys.totp.doneTitle' } as const

/**
 * One ceremony on the frame's passkey page: "Continue with passkey" (`signin`: sign in with a
 * passkey or create a wallet with one, then the wallet connects and the modal moves on), adding
 * a passkey to the signed-in wallet (`add`, a step-up first when the second factor is on), or
 * setting up an authenticator app (`totp`, whose setup key never reaches this page). The page
 * names no view of its own (the header does); once it has added the passkey or the app, the
 * header says so and Done goes back to the passkeys.
 */
export default function PasskeyPage({ data }: ViewProps<ViewRegistry['PasskeyPage']>) {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const passkeys = usePluginApi('passkeys')
  const [done, setDone] = useState(false)
  const [title, frame] = titles[data.mode]
  const doneTitle = data.mode === 'signin' ? undefined : t(doneTitles[data.mode])
  useViewTitle(done && doneTitle ? doneTitle : t(title))
  useAnnouncement(done && doneTitle)
  useEffect(() => {
    if (data.mode !== 'signin') return
    const controller = new AbortController()
    passkeys.signIn(controller.signal).catch(() => {})
    return () => controller.abort()
  }, [passkeys, data.mode])
  // The page tells the wallet it changed its passkeys (or its app), which tells this page.
  useEffect(() => {
    if (data.mode === 'signin') return
    let stop = () => {}
    let live = true
    void passkeys.embedded().then((embedded) => {
      if (live) stop = embedded.onSecurityUpdate((update) => update.kind === 'changed' && setDone(true))
    })
    return () => {
      live = false
      stop()
    }
  }, [passkeys, data.mode])
  return (
    <div className="airlock-stack">
      <PasskeyPageFrame mode={data.mode} title={t(frame)} />
      {done && (
        <button type="button" className="airlock-primary" onClick={() => airlock.router.goBack()}>
          {t('passkeys.done')}
        </button>
      )}
    </div>
  )
}
