import { useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useEffect } from 'react'
import catalogs from '../messages?catalogs'
import { PasskeyPageFrame } from './PasskeyPageFrame.js'

/** "Continue with passkey": the frame's page signs in with a passkey or creates a wallet with one; the wallet then connects. */
export default function PasskeyLogin() {
  const t = useMessages(catalogs)
  useViewTitle(t('passkeys.login.title'))
  const passkeys = usePluginApi('passkeys')
  useEffect(() => {
    const controller = new AbortController()
    passkeys.signIn(controller.signal).catch(() => {})
    return () => controller.abort()
  }, [passkeys])
  return <PasskeyPageFrame mode="signin" title={t('passkeys.login.frame')} />
}
