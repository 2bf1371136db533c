import { useMessages, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { PasskeyPageFrame } from './PasskeyPageFrame.js'

/** Sets up an authenticator app on the frame's page: the setup key never reaches the host page. */
export default function PasskeyTotp() {
  const t = useMessages(catalogs)
  useViewTitle(t('passkeys.totp.title'))
  return <PasskeyPageFrame mode="totp" title={t('passkeys.totp.frame')} height={520} />
}
