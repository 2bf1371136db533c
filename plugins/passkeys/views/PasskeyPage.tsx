import type { ViewRegistry } from 'airlock/kit'
import type { ViewProps } from 'airlock/react'
import { useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useEffect } from 'react'
import catalogs from '../messages?catalogs'
import { PasskeyPageFrame } from './PasskeyPageFrame.js'

const titles = { signin: ['passkeys.login.title', 'passkeys.login.frame'], add: ['passkeys.add.title', 'passkeys.add.frame'], totp: ['passkeys.totp.title', 'passkeys.totp.frame'] } as const

/**
 * One ceremony on the frame's passkey page: "Continue with passkey" (`signin`: sign in with a
 * passkey or create a wallet with one, then the wallet connects), adding a passkey to the
 * signed-in wallet (`add`, a step-up first when the second factor is on), or setting up an
 * authenticator app (`totp`, whose setup key never reaches this page).
 */
export default function PasskeyPage({ data }: ViewProps<ViewRegistry['PasskeyPage']>) {
  const t = useMessages(catalogs)
  const [title, frame] = titles[data.mode]
  useViewTitle(t(title))
  const passkeys = usePluginApi('passkeys')
  useEffect(() => {
    if (data.mode !== 'signin') return
    const controller = new AbortController()
    passkeys.signIn(controller.signal).catch(() => {})
    return () => controller.abort()
  }, [passkeys, data.mode])
  return <PasskeyPageFrame mode={data.mode} title={t(frame)} />
}
