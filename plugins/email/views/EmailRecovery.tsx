import { Spinner, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useEffect, useState } from 'react'
import catalogs from '../messages?catalogs'

/** The frame's recovery page (set or enter the recovery password), visible in the modal; the password never touches this page. */
export default function EmailRecovery() {
  const t = useMessages(catalogs)
  useViewTitle(t('email.recovery.title'))
  const email = usePluginApi('email')
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    void email.embedded().then((embedded) => setUrl(embedded.pageUrl('recovery')))
  }, [email])
  if (!url) return <Spinner />
  return <iframe src={url} title={t('email.recovery.frame')} allow="publickey-credentials-get" style={{ width: '100%', height: 420, border: 0, borderRadius: 16 }} />
}
