import { useMessages, useViewTitle } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import { PasskeyPageFrame } from './PasskeyPageFrame.js'

/** Adds a passkey to the signed-in wallet on the frame's page (with a step-up first when the second factor is on). */
export default function PasskeyAdd() {
  const t = useMessages(catalogs)
  useViewTitle(t('passkeys.add.title'))
  return <PasskeyPageFrame mode="add" title={t('passkeys.add.frame')} height={420} />
}
